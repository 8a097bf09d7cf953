import "server-only";
import { createHash } from "node:crypto";
import { publicPageCacheControl } from "@/lib/http-cache-headers";

/**
 * A public text document (feed, sitemap) built from cached reads: the reading pages' caching
 * headers and an ETag of the body, answered with 304 when the client already has it.
 */
export function cachedTextResponse(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = { "Content-Type": contentType, "Cache-Control": publicPageCacheControl, ETag: etag };
  const known = request.headers
    .get("if-none-match")
    ?.split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""));
  if (known?.includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
