import { connection } from "next/server";
import { getEnv } from "@/server/env";
import { cachedTextResponse } from "@/server/http/cached-text-response";
import { readSitemapXml } from "@/server/posts/read-public-pages";

/** Every public URL, absolute from SITE_URL; the XML is a cached read, expired with the posts. */
export async function GET(request: Request): Promise<Response> {
  await connection();
  return cachedTextResponse(request, await readSitemapXml(getEnv().SITE_URL), "application/xml; charset=utf-8");
}
