/**
 * Cache tags of the public reading pages (Next's data cache and the route cache of the pages
 * that read it). Every cached post read carries `posts`, so any write that changes what is
 * public can refresh listings, neighbours and related posts at once; the narrower tags name the
 * single pages a write touches. `settings` is on the site settings read, which every page shows.
 */
export const publicCacheTags = {
  all: "posts",
  settings: "settings",
  post: (slug: string) => `post:${slug}`,
  tag: (slug: string) => `tag:${slug}`,
  author: (handle: string) => `author:${handle.toLowerCase()}`,
} as const;

/**
 * Longest life of a cached public read and page (seconds) when nothing is scheduled. Writes
 * expire entries by tag at once; this is only the safety net for a change made outside the app.
 */
export const publicCacheMaxSeconds = 3600;
