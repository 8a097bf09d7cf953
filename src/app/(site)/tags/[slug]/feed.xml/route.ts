import { connection } from "next/server";
import { z } from "zod";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { getEnv } from "@/server/env";
import { cachedTextResponse } from "@/server/http/cached-text-response";
import { readTagFeedXml } from "@/server/posts/read-public-pages";

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(200);

/** Atom feed of one topic's latest 30 posts; 404 JSON for an unknown topic. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  await connection();
  const slug = slugSchema.safeParse((await params).slug);
  const env = getEnv();
  const settings = await readSiteSettings();
  const xml = slug.success
    ? await readTagFeedXml({ url: env.SITE_URL, name: settings.siteName, description: settings.description }, slug.data)
    : null;
  if (xml === null) return Response.json({ error: { code: "not_found", message: "There is no topic at this address." } }, { status: 404 });
  return cachedTextResponse(request, xml, "application/atom+xml; charset=utf-8");
}
