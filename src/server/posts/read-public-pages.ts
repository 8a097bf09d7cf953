import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { buildFeed, type FeedSite } from "./build-feed";
import { buildSitemap } from "./build-sitemap";
import { getAuthorByHandle } from "./get-author-by-handle";
import { getPostPageBySlug } from "./get-post-page-by-slug";
import { getTagBySlug } from "./get-tag-by-slug";
import { listFeedPosts } from "./list-feed-posts";
import { listPublishedPosts } from "./list-published-posts";
import { listSitemapEntries } from "./list-sitemap-entries";
import { listTagsWithCounts } from "./list-tags-with-counts";
import { publicCacheWindow } from "./public-cache-window";
import { publicCacheTags } from "./public-cache-tags";
import { withEtag } from "@/server/cache/text-with-etag";
import { renderMarkdown } from "@/lib/render-markdown";

/**
 * The cached reads behind the public pages (Next.js data cache, tagged, time-bounded). The
 * pages render on the first request after a change (never at build) and are kept in the route
 * cache with these reads' tags and shortest lifetime, so a write that expires a tag expires the
 * pages too. `now` is taken when a read runs; the lifetime ends when the next scheduled post is
 * due, which is how it shows up by itself. React's `cache` shares one read between a page and
 * its generateMetadata.
 */

export const readPostList = cache((page: number, filter: { tagSlug?: string; authorHandle?: string } = {}) => {
  const tags = [
    filter.tagSlug ? publicCacheTags.tag(filter.tagSlug) : "",
    filter.authorHandle ? publicCacheTags.author(filter.authorHandle) : "",
  ];
  return cachedRead(
    () => listPublishedPosts({ page, tagSlug: filter.tagSlug, authorHandle: filter.authorHandle }),
    ["public:post-list", String(page), filter.tagSlug ?? "", filter.authorHandle?.toLowerCase() ?? ""],
    tags.filter(Boolean),
  );
});

/** A post with its body rendered, its neighbours and related posts: one cache entry a page. */
export const readPostPage = cache((slug: string) =>
  cachedRead(
    async () => {
      const page = await getPostPageBySlug(slug);
      return page && { ...page, bodyHtml: renderMarkdown(page.post.bodyMarkdown) };
    },
    ["public:post-page", slug],
    [publicCacheTags.post(slug)],
  ),
);

export const readTag = cache((slug: string) => cachedRead(() => getTagBySlug(slug), ["public:tag", slug], [publicCacheTags.tag(slug)]));

export const readAuthor = cache((handle: string) =>
  cachedRead(() => getAuthorByHandle(handle), ["public:author", handle.toLowerCase()], [publicCacheTags.author(handle)]),
);

export const readTagsWithCounts = cache(() => cachedRead(() => listTagsWithCounts(), ["public:tags-with-counts"], []));

/** The sitemap's XML, built once per change rather than per request (it lists every post). */
export const readSitemapXml = cache((siteUrl: string) =>
  cachedRead(async () => withEtag(buildSitemap(await listSitemapEntries(), siteUrl)), ["public:sitemap", siteUrl], []),
);

/** The feed's XML for the latest 30 posts. */
export const readFeedXml = cache((site: FeedSite) =>
  cachedRead(async () => withEtag(buildFeed(await listFeedPosts(30), site)), ["public:feed", site.url, site.name, site.description], []),
);

/** One topic's feed: its latest 30 posts; null when there is no such topic. */
export const readTagFeedXml = cache((site: FeedSite, slug: string) =>
  cachedRead(
    async () => {
      const tag = await getTagBySlug(slug);
      if (!tag) return null;
      const scope = {
        title: tag.name,
        description: tag.description || `Essays about ${tag.name.toLowerCase()}.`,
        pagePath: `/tags/${tag.slug}`,
        feedPath: `/tags/${tag.slug}/feed.xml`,
      };
      return withEtag(buildFeed(await listFeedPosts(30, new Date(), tag.slug), site, scope));
    },
    ["public:tag-feed", slug, site.url, site.name, site.description],
    [publicCacheTags.tag(slug)],
  ),
);

async function cachedRead<T>(read: () => Promise<T>, keys: string[], tags: string[]): Promise<T> {
  const window = await publicCacheWindow();
  return unstable_cache(read, [...keys, window.key], { tags: [publicCacheTags.all, ...tags], revalidate: window.revalidate })();
}
