import { connection } from "next/server";
import { getEnv } from "@/server/env";
import { readFeedXml } from "@/server/posts/read-public-pages";

/** Atom feed of the latest 30 posts, absolute URLs from SITE_URL. */
export async function GET(): Promise<Response> {
  await connection();
  const env = getEnv();
  const xml = await readFeedXml({ url: env.SITE_URL, name: env.SITE_NAME, description: "Essays on personal growth and mindset." });
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
