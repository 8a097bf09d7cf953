import { readPostPage } from "@/server/posts/read-public-pages";
import { drawPostCard } from "@/server/seo/draw-post-card";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { readSiteIconPng } from "@/server/seo/site-icon-response";
import { publicPageCacheControl } from "@/lib/http-cache-headers";

/**
 * A post's social card (og:image / twitter:image when it has no cover). Drawn on the first
 * request, then kept in the route cache with the post's tags like its page.
 */
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const data = await readPostPage((await params).slug);
  if (!data) return Response.json({ error: { code: "not_found", message: "No such post." } }, { status: 404 });
  const [{ siteName }, iconPng] = await Promise.all([readSiteSettings(), readSiteIconPng(192)]);
  const image = await drawPostCard({
    title: data.post.title,
    authorName: data.post.author.name,
    siteName,
    tagNames: data.post.tags.map((tag) => tag.name),
    iconPng,
  });
  return new Response(await image.arrayBuffer(), { headers: { "Content-Type": "image/png", "Cache-Control": publicPageCacheControl } });
}
