import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { buildFeed, type FeedSite } from "./build-feed";
import { getAdjacentPosts } from "./get-adjacent-posts";
import { getAuthorByHandle } from "./get-author-by-handle";
import { getPublishedPostBySlug } from "./get-published-post-by-slug";
import { getTagBySlug } from "./get-tag-by-slug";
import { listFeedPosts } from "./list-feed-posts";
import { listPublishedPosts } from "./list-published-posts";
import { listRelatedPosts } from "./list-related-posts";
import { listSitemapEntries } from "./list-sitemap-entries";
import { listTagsWithCounts } from "./list-tags-with-counts";
import { publicCacheSeconds, publicCacheTags } from "./public-cache-tags";
import { renderMarkdown } from "./render-markdown";

/**
 * The cached reads behind the public pages (Next.js data cache, tagged, time-bounded).
 * Pages call these after `await connection()`, so nothing runs at build time; `now` is taken
 * when a read runs, which is how a scheduled post shows up within `publicCacheSeconds`.
 * React's `cache` shares one read between a page and its generateMetadata.
 */
const options = (...tags: string[]) => ({ tags: [publicCacheTags.all, ...tags], revalidate: publicCacheSeconds });

export const readPostList = cache((page: number, filter: { tagSlug?: string; authorHandle?: string } = {}) => {
  const tags = [filter.tagSlug ? publicCacheTags.tag(filter.tagSlug) : "", filter.authorHandle ? publicCacheTags.author(filter.authorHandle) : ""];
  return unstable_cache(
    () => listPublishedPosts({ page, tagSlug: filter.tagSlug, authorHandle: filter.authorHandle }),
    ["public:post-list", String(page), filter.tagSlug ?? "", filter.authorHandle?.toLowerCase() ?? ""],
    options(...tags.filter(Boolean)),
  )();
});

/** A post with its body rendered, its neighbours and related posts: one cache entry a page. */
export const readPostPage = cache((slug: string) =>
  unstable_cache(
    async () => {
      const post = await getPublishedPostBySlug(slug);
      if (!post) return null;
      const [adjacent, related] = await Promise.all([getAdjacentPosts(post), listRelatedPosts({ id: post.id, tagIds: post.tags.map((tag) => tag.id) })]);
      return { post, bodyHtml: renderMarkdown(post.bodyMarkdown), adjacent, related };
    },
    ["public:post-page", slug],
    options(publicCacheTags.post(slug)),
  )(),
);

export const readTag = cache((slug: string) => unstable_cache(() => getTagBySlug(slug), ["public:tag", slug], options(publicCacheTags.tag(slug)))());

export const readAuthor = cache((handle: string) =>
  unstable_cache(() => getAuthorByHandle(handle), ["public:author", handle.toLowerCase()], options(publicCacheTags.author(handle)))(),
);

export const readTagsWithCounts = cache(() => unstable_cache(() => listTagsWithCounts(), ["public:tags-with-counts"], options())());

export const readSitemapEntries = cache(() => unstable_cache(() => listSitemapEntries(), ["public:sitemap"], options())());

/** The feed's XML for the latest 30 posts. */
export const readFeedXml = cache((site: FeedSite) =>
  unstable_cache(async () => buildFeed(await listFeedPosts(30), site), ["public:feed", site.url, site.name], options())(),
);
