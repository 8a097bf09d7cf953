import { readFeedSite } from "@/server/posts/read-feed-site";
import { routeCachedNotFound, routeCachedText } from "@/server/http/route-cached-text";
import { readFeedXml } from "@/server/posts/read-public-pages";

/**
 * Atom feed of the latest 30 posts, absolute URLs from SITE_URL, served from the route cache
 * like the reading pages: built on the first request at run time, kept with the tags and the
 * shortest lifetime of its cached reads (so a write or the next scheduled post expires it).
 * The optional catch-all with no static params is what keeps `next build` (which has no
 * database) from prerendering `/feed.xml`; `/feed.xml/anything` is a 404.
 */
type Context = { params: Promise<{ rest?: string[] }> };

/** Caps the life of the cached response (its reads set a shorter one when a post is scheduled). */
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  if ((await params).rest?.length) return routeCachedNotFound("There is nothing at this address.");
  const xml = await readFeedXml(await readFeedSite());
  return routeCachedText(xml, "application/atom+xml; charset=utf-8");
}
