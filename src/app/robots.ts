import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getEnv } from "@/server/env";
import { absoluteUrl } from "@/server/posts/build-feed";

/** Rendered per request so the sitemap URL follows SITE_URL of the running server. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const site = getEnv().SITE_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/account", "/api/", "/search"] }],
    sitemap: absoluteUrl(site, "/sitemap.xml"),
    host: site,
  };
}
