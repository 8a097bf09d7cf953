import { answerUnknownSearchRoute, readSearchCredentials, searchHeaders, withSearchRoute } from "@/server/http/search-credentials";
import { runSingleSearch } from "@/server/search/handle-search-request";

/** Algolia's single-index search. */
export const POST = withSearchRoute<{ indexName: string }>(async ({ request, body, params }) =>
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
