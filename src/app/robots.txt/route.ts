import { connection } from "next/server";
import { getEnv } from "@/server/env";
import { cachedTextResponse } from "@/server/http/cached-text-response";
import { absoluteUrl } from "@/server/posts/build-feed";

/**
 * Rendered at run time so the sitemap URL follows SITE_URL of the running server; a route
 * handler (not robots.ts) so it carries an ETag like the feed and sitemap.
 */
export async function GET(request: Request): Promise<Response> {
  await connection();
  const site = getEnv().SITE_URL;
  const text = [
    "User-Agent: *",
    "Allow: /",
    ...["/admin", "/account", "/api/", "/search"].map((path) => `Disallow: ${path}`),
    "",
    `Host: ${site}`,
    `Sitemap: ${absoluteUrl(site, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return cachedTextResponse(request, text, "text/plain; charset=utf-8");
}
