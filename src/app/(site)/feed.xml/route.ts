import { connection } from "next/server";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { getEnv } from "@/server/env";
import { cachedTextResponse } from "@/server/http/cached-text-response";
import { readFeedXml } from "@/server/posts/read-public-pages";

/** Atom feed of the latest 30 posts, absolute URLs from SITE_URL. The XML itself is a cached read. */
export async function GET(request: Request): Promise<Response> {
  await connection();
  const env = getEnv();
  const settings = await readSiteSettings();
  const xml = await readFeedXml({ url: env.SITE_URL, name: settings.siteName, description: settings.description });
  return cachedTextResponse(request, xml, "application/atom+xml; charset=utf-8");
}
