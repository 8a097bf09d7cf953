/**
 * The one list of which paths are what: public reading pages served from the route cache, paths
 * the proxy (src/proxy.ts) never needs to see, and pages that need a session. The proxy's
 * matcher, the gate (auth-gate.ts), the check on AUTH_BASE_PATH (env.ts) and the reading pages'
 * Cache-Control (http-cache-headers.ts) all come from here.
 */

/** The reading pages: rendered once, served from the route cache; the proxy does not run for them (it costs every request). */
export const readingPathPrefixes = ["/posts/", "/tags", "/authors/", "/page/"];

/**
 * Every prefix the proxy skips: Next.js's assets, files and feeds from the route cache, health
 * checks (/readyz is the server's own), the reading pages, the search protocol under /1/
 * (it answers an outage itself), and import and image uploads. "/" is skipped too: the matcher needs a character after the slash.
 */
export const proxyFreePrefixes = [
  "/_next/static",
  "/_next/image",
  "/favicon.ico",
  "/robots.txt",
  "/sitemap.xml",
  "/feed.xml",
  "/healthz",
  "/readyz",
  ...readingPathPrefixes,
  // The plans: a cached public page like the home. Behind the proxy, a database outage answered it
  // 503 although its cached copy needed no database (a failed render still gets the outage page).
  "/pricing",
  "/1/",
  // Export uploads (up to 1 GB): with the proxy in the way, Next.js buffers a body to clone it
  // and cuts it at 10 MB (proxyClientMaxBodySize); the route checks the owner itself.
  "/api/admin/imports",
  // Image uploads (up to 25 MB) for the same reason; the route checks the editor itself.
  "/api/admin/uploads",
  // A member's picture (up to 25 MB, like any image upload); the route checks the session itself.
  "/api/account/avatar",
];

/** Pages that render only with a session. */
export const gatedPathPrefixes = ["/account", "/search", "/admin"];

/** The reading pages, as next.config `headers()` sources (path-to-regexp): public, briefly cacheable. */
export const publicPageSources = [
  "/",
  "/page/:page",
  "/posts/:slug",
  "/tags",
  "/tags/:slug",
  "/tags/:slug/page/:page",
  "/tags/:slug/feed.xml",
  "/authors/:handle",
  "/authors/:handle/page/:page",
  "/pricing",
  "/feed.xml",
  "/sitemap.xml",
  "/robots.txt",
];

/** The proxy's `config.matcher`: every path but the proxy-free ones. Next.js needs it as a literal there; a test keeps them equal. */
export function proxyMatcher(): string {
  return `/((?!${proxyFreePrefixes.map((prefix) => prefix.slice(1)).join("|")}).+)`;
}

/** Whether the proxy skips this path. */
export function isProxyFree(pathname: string): boolean {
  return pathname === "/" || proxyFreePrefixes.some((prefix) => pathname.startsWith(prefix));
}

export function isGatedPath(pathname: string): boolean {
  return gatedPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
