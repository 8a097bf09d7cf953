import { z } from "zod";
import { readFeedSite } from "@/server/posts/read-feed-site";
import { routeCachedNotFound, routeCachedText } from "@/server/http/route-cached-text";
import { readTagFeedXml } from "@/server/posts/read-public-pages";

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(200);

/** Caps the life of the cached response, a 404 too (its reads set a shorter one when a post is scheduled). */
export const revalidate = 3600;

/** None at build (no database then): each topic's feed is built on its first request and kept in the route cache. */
export function generateStaticParams() {
  return [];
}

/** Atom feed of one topic's latest 30 posts; 404 JSON for an unknown topic. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const slug = slugSchema.safeParse((await params).slug);
  if (!slug.success) return routeCachedNotFound("There is no topic at this address.");
  const xml = await readTagFeedXml(await readFeedSite(), slug.data);
  if (xml === null) return routeCachedNotFound("There is no topic at this address.");
  return routeCachedText(xml, "application/atom+xml; charset=utf-8");
}
