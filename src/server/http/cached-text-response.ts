import "server-only";
import { withEtag, type TextWithEtag } from "@/server/cache/text-with-etag";
import { publicPageCacheControl } from "@/lib/http-cache-headers";

/**
 * A public text document (feed, sitemap, robots) built from cached reads: the reading pages'
 * caching headers and its ETag, answered with 304 when the client already has it.
 */
export function cachedTextResponse(request: Request, text: string | TextWithEtag, contentType: string): Response {
  const { body, etag } = typeof text === "string" ? withEtag(text) : text;
  const headers = { "Content-Type": contentType, "Cache-Control": publicPageCacheControl, ETag: etag };
  const known = request.headers
    .get("if-none-match")
    ?.split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""));
  if (known?.includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
