import { answerUnknownSearchRoute, readSearchCredentials, searchHeaders, withSearchRoute } from "@/server/http/search-credentials";
import { ProtocolError } from "@/server/search/protocol";
import { runSearchBatch } from "@/server/search/handle-search-request";

// The Algolia multi-query endpoint: the client calls /1/indexes/*/queries (the segment is a literal "*").
export const POST = withSearchRoute<{ indexName: string }>(async ({ request, body, params }) => {
  if (params.indexName !== "*") throw new ProtocolError(404, "Not Found: use /1/indexes/*/queries");
  return Response.json(await runSearchBatch({ ...readSearchCredentials(request), body: body as string }), { headers: searchHeaders });
});
export {
  answerUnknownSearchRoute as GET,
  answerUnknownSearchRoute as PUT,
  answerUnknownSearchRoute as DELETE,
  answerUnknownSearchRoute as PATCH,
};
