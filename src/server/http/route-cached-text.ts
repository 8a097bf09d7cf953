import "server-only";
import type { TextWithEtag } from "@/server/cache/text-with-etag";

/**
 * A public text document (feed, sitemap) answered by a route handler that Next.js keeps in its
 * route cache: the response is stored once and replayed on every hit, so it reads nothing from
 * the request. Its weak ETag (the body's hash, computed when the cached read built it) is stored
 * with it; the server's encoding step (encode-response.ts) answers 304 to a client that has it
 * and gzips the body once. Cache-Control comes from next.config (src/lib/http-cache-headers.ts).
 */
export function routeCachedText({ body, etag }: TextWithEtag, contentType: string): Response {
  return new Response(body, { headers: { "Content-Type": contentType, ETag: `W/${etag}` } });
}

/** The 404 of a route-cached document (an unknown topic's feed); expired with the same tags. */
export function routeCachedNotFound(message: string): Response {
  return Response.json({ error: { code: "not_found", message } }, { status: 404 });
}
