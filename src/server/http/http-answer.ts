/**
 * A response as plain values: what the search protocol's one implementation returns
 * (answer-search-request.ts), written by either of its two adapters — a web `Response` for
 * the Next.js route files, `res.writeHead`/`res.end` for the Node.js fast path.
 */
export type HttpAnswer = { status: number; headers: Record<string, string>; body: string };

export function toResponse(answer: HttpAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
