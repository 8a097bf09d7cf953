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
import type { PublicPost } from "./types";
import { withEtag } from "@/server/cache/text-with-etag";
import { effectiveAccess, type ReadingPolicy } from "@/lib/decide-reading";
import type { PostAccess } from "@/lib/post-access";
import { publicBodyHtml } from "@/lib/public-body-html";
import { readReadingPolicy } from "./read-reading-policy";
import { maxSavedSearches } from "@/lib/saved-search-input";
import { describeSubscriptionIncludes, type SubscriptionIncludes } from "@/lib/subscription-includes";
import { countGatedPosts } from "@/server/access/count-gated-posts";
import { getAccessSettings } from "@/server/settings/get-access-settings";

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

/**
 * A post with its body rendered, its neighbours and related posts: one cache entry a page. A
 * gated post's entry holds its preview only (the Markdown is dropped too): this entry is shared
 * by every reader and may live in Redis; the full body comes from readPostBody after the check.
 */
export const readPostPage = cache((slug: string) =>
  cachedRead(
    async () => {
      const now = new Date();
      const page = await getPostPageBySlug(slug, now);
      if (!page) return null;
      const { bodyMarkdown, ...post } = page.post;
      const access = accessNow(post, await readReadingPolicy(), now);
      const body = publicBodyHtml(bodyMarkdown, access);
      return { ...page, post: { ...post, access }, bodyHtml: body.html, isPreview: body.isPreview };
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
  cachedRead(
    async () => withEtag(buildFeed(await withAccessNow(await listFeedPosts(30)), site)),
    ["public:feed", site.url, site.name, site.description, site.logoPath ?? "", site.iconPath ?? ""],
    [],
  ),
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
      return withEtag(buildFeed(await withAccessNow(await listFeedPosts(30, new Date(), tag.slug)), site, scope));
    },
    ["public:tag-feed", slug, site.url, site.name, site.description, site.logoPath ?? "", site.iconPath ?? ""],
    [publicCacheTags.tag(slug)],
  ),
);

/**
 * What a subscription includes (the pricing page, the paywall card): counted from the published
 * posts and the paywall settings, cached with the public pages (any post or settings write
 * expires it; the window ends when the next post crosses the archive age).
 */
export const readSubscriptionIncludes = cache(() =>
  cachedRead(
    async (): Promise<SubscriptionIncludes> => {
      const settings = await getAccessSettings();
      const counts = await countGatedPosts({ archivePaidAfterDays: settings.archivePaidAfterDays });
      return describeSubscriptionIncludes({
        paidPosts: counts.paid,
        membersPosts: counts.members,
        archivePaidAfterDays: settings.archivePaidAfterDays,
        meterLimit: settings.meterLimit,
        giftLinksPerMonth: settings.giftLinksPerMonth,
        maxSavedSearches,
      });
    },
    ["public:subscription-includes"],
    [publicCacheTags.settings],
  ),
);

/** Each post's access as it is now (a public post past the archive age reads as paid). */
async function withAccessNow(posts: PublicPost[]): Promise<PublicPost[]> {
  const policy = await readReadingPolicy();
  const now = new Date();
  return posts.map((post) => ({ ...post, access: accessNow(post, policy, now) }));
}

function accessNow(post: Pick<PublicPost, "access" | "publishedAt">, policy: ReadingPolicy, now: Date): PostAccess {
  return effectiveAccess({ access: post.access, publishedAt: new Date(post.publishedAt) }, policy, now);
}

async function cachedRead<T>(read: () => Promise<T>, keys: string[], tags: string[]): Promise<T> {
  const window = await publicCacheWindow();
  return unstable_cache(read, [...keys, window.key], { tags: [publicCacheTags.all, ...tags], revalidate: window.revalidate })();
}
