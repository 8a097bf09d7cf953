import { publicPageSources } from "./site-paths";

/**
 * HTTP caching of the public reading pages, for a CDN or proxy in front (see README, "A CDN in
 * front"). The app's own route cache is invalidated at once on every write; a shared cache may
 * keep a page for `s-maxage` seconds and serve it stale while it asks again. Browsers revalidate
 * every time (max-age=0) with the ETag Next.js sends, and get 304 when nothing changed.
 * Everything else keeps Next.js's default for dynamic pages: `private, no-cache, no-store`.
 */
export const publicPageCacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=300";

export function publicCacheHeaders() {
  return publicPageSources.map((source) => ({ source, headers: [{ key: "Cache-Control", value: publicPageCacheControl }] }));
}
