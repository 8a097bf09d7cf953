import {
  answerUnknownSearchRoute,
  readSearchCredentials,
  searchHeaders,
  searchOutageResponse,
  searchRouteOptions,
} from "@/server/http/search-credentials";
import { withRoute } from "@/server/http/with-route";
import { runFacetSearch } from "@/server/search/handle-search-request";

/** Algolia's search for facet values (InstantSearch's searchable refinement lists). */
export const POST = withRoute<undefined, { indexName: string; facet: string }>(
  searchRouteOptions,
  async ({ request, body, params }) =>
    (await searchOutageResponse(request)) ??
    Response.json(
      await runFacetSearch({ ...readSearchCredentials(request), indexName: params.indexName, facet: params.facet, body: body as string }),
      { headers: searchHeaders },
    ),
);
export {
  answerUnknownSearchRoute as GET,
  answerUnknownSearchRoute as PUT,
  answerUnknownSearchRoute as DELETE,
  answerUnknownSearchRoute as PATCH,
};
