import { readSearchCredentials, searchHeaders, searchRouteOptions } from "@/server/http/search-credentials";
import { withRoute } from "@/server/http/with-route";
import { maxBodyBytes } from "@/server/search/protocol";
import { runSingleSearch } from "@/server/search/handle-search-request";

/** Algolia's single-index search. */
export const POST = withRoute<undefined, { indexName: string }>(
  { ...searchRouteOptions, limit: maxBodyBytes },
  async ({ request, body, params }) =>
    Response.json(await runSingleSearch({ ...readSearchCredentials(request), indexName: params.indexName, body }), {
      headers: searchHeaders,
    }),
);
