import "server-only";
import { createHash } from "node:crypto";

/**
 * A text document (feed, sitemap, robots) with the HTTP ETag of its body, hashed once when the
 * cached read builds it and cached with it, so that no request hashes it again: the edge sends
 * it (http/route-cached-text.ts, http/cached-text-response.ts) and the server's encoding step
 * answers 304 and gzips by it.
 */
export type TextWithEtag = { body: string; etag: string };

export function withEtag(body: string): TextWithEtag {
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}
