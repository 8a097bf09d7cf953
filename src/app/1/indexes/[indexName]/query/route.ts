import {
  answerUnknownSearchRoute,
  readSearchCredentials,
  searchHeaders,
  searchOutageResponse,
  searchRouteOptions,
} from "@/server/http/search-credentials";
import { withRoute } from "@/server/http/with-route";
import { runSingleSearch } from "@/server/search/handle-search-request";

/** Algolia's single-index search. */
export const POST = withRoute<undefined, { indexName: string }>(
  searchRouteOptions,
  async ({ request, body, params }) =>
    (await searchOutageResponse(request)) ??
    Response.json(await runSingleSearch({ ...readSearchCredentials(request), indexName: params.indexName, body: body as string }), {
      headers: searchHeaders,
    }),
);
export {
  answerUnknownSearchRoute as GET,
  answerUnknownSearchRoute as PUT,
  answerUnknownSearchRoute as DELETE,
  answerUnknownSearchRoute as PATCH,
};
