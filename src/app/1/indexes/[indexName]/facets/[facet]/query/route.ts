import { answerUnknownSearchRoute, readSearchCredentials, searchHeaders, withSearchRoute } from "@/server/http/search-credentials";
import { runFacetSearch } from "@/server/search/handle-search-request";

/** Algolia's search for facet values (InstantSearch's searchable refinement lists). */
export const POST = withSearchRoute<{ indexName: string; facet: string }>(async ({ request, body, params }) =>
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
