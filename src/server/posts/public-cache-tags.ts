/**
 * Cache tags of the public reading pages. Every cached read carries `posts`, so any write
 * that changes what is public can refresh listings, neighbours and related posts at once;
 * the narrower tags name the single pages a write touches.
 */
export const publicCacheTags = {
  all: "posts",
  post: (slug: string) => `post:${slug}`,
  tag: (slug: string) => `tag:${slug}`,
  author: (handle: string) => `author:${handle.toLowerCase()}`,
} as const;

/**
 * How long a cached read may be served before it is read again (seconds). This also bounds
 * how late a scheduled post appears after its time: no job runs, the next read finds it.
 */
export const publicCacheSeconds = 30;
