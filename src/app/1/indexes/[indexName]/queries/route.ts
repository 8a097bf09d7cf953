import {
  answerUnknownSearchRoute,
  readSearchCredentials,
  searchHeaders,
  searchOutageResponse,
  searchRouteOptions,
} from "@/server/http/search-credentials";
import { withRoute } from "@/server/http/with-route";
import { ProtocolError } from "@/server/search/protocol";
import { runSearchBatch } from "@/server/search/handle-search-request";

// The Algolia multi-query endpoint: the client calls /1/indexes/*/queries (the segment is a literal "*").
export const POST = withRoute<undefined, { indexName: string }>(searchRouteOptions, async ({ request, body, params }) => {
  const outage = await searchOutageResponse(request);
  if (outage) return outage;
  if (params.indexName !== "*") throw new ProtocolError(404, "Not Found: use /1/indexes/*/queries");
  return Response.json(await runSearchBatch({ ...readSearchCredentials(request), body: body as string }), { headers: searchHeaders });
});
export {
  answerUnknownSearchRoute as GET,
  answerUnknownSearchRoute as PUT,
  answerUnknownSearchRoute as DELETE,
  answerUnknownSearchRoute as PATCH,
};
