import { getEnv } from "@/server/env";
import { routeCachedNotFound, routeCachedText } from "@/server/http/route-cached-text";
import { readSitemapXml } from "@/server/posts/read-public-pages";

/**
 * Every public URL, absolute from SITE_URL; served from the route cache like the feed (see
 * src/app/(site)/feed.xml/[[...rest]]/route.ts: the optional catch-all keeps `next build` from
 * prerendering it), expired with the posts.
 */
type Context = { params: Promise<{ rest?: string[] }> };

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  if ((await params).rest?.length) return routeCachedNotFound("There is nothing at this address.");
  return routeCachedText(await readSitemapXml(getEnv().SITE_URL), "application/xml; charset=utf-8");
}
