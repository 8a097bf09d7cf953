import { AppError } from "@/server/errors";
import { readSearchCredentials, searchHeaders, searchRouteOptions } from "@/server/http/search-credentials";
import { withRoute } from "@/server/http/with-route";
import { maxBodyBytes } from "@/server/search/protocol";
import { runSearchBatch } from "@/server/search/handle-search-request";

// The Algolia multi-query endpoint: the client calls /1/indexes/*/queries (the segment is a literal "*").
export const POST = withRoute<undefined, { indexName: string }>(
  { ...searchRouteOptions, limit: maxBodyBytes },
  async ({ request, body, params }) => {
    if (params.indexName !== "*") throw new AppError("not_found", "Use /1/indexes/*/queries");
    return Response.json(await runSearchBatch({ ...readSearchCredentials(request), body }), { headers: searchHeaders });
  },
);
