import "server-only";
import { answerSearchRequest } from "./answer-search-request";
import { toResponse } from "./http-answer";
import { readBody } from "./read-body";

/**
 * The search protocol as a Next.js route handler: an adapter over answer-search-request.ts,
 * which src/app/1/[...path]/route.ts exports for each method it answers. `next start`
 * answers /1/ from the Node.js fast path instead (serve-search-request.ts); these routes serve
 * `next dev` (hot reload) and any server where the fast path is not installed.
 */
export async function answerSearchRoute(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = await answerSearchRequest({
    method: request.method,
    pathname: url.pathname,
    searchParams: url.searchParams,
    header: (name) => request.headers.get(name),
    readText: async (limit) => (await readBody(request, "text", limit)).value as string,
  });
  return toResponse(answer);
}
