/**
 * Everything the server relies on that Next.js does not document, in one place, with the version
 * it was checked against. tests/unit/http/next-internals.test.ts fails when the installed Next.js
 * is another version: re-check each point below against the new one (and the HTTP tests named
 * with it), then change `checkedNextVersion`.
 *
 * 1. A page served from the route cache reaches `response.end()` as one string, the same string
 *    on every hit (base-server's sendRenderResult). encode-response.ts encodes it once on that
 *    basis. Checked by tests/integration/posts/public-http.test.ts (a cached page carries the
 *    memo's ETag, gzipped once, and 304s on it).
 * 2. A route handler's cached response (feeds, sitemap) is written as a stream of bytes with the
 *    handler's ETag already set, after `flushHeaders()`. Same test, the feed.
 * 3. App Router responses carry `appRouterVary` (base-server's setVaryHeader); the search fast
 *    path sends the same. Checked by tests/integration/search/search-fast-path-http.test.ts
 *    (GET through the fast path against HEAD through Next.js, header for header).
 * 4. Next.js normalizes some paths before routing (trailing slash, empty or dot segments, escaped
 *    slashes); the fast path leaves those to it (serve-search-request.ts `isPlainPath`).
 * 5. A `headers()` rule's `has` value is a regular expression matched against the whole header
 *    value; the fast path applies the rules that way (serve-search-request.ts).
 * 6. Next.js's router adds `X-Forwarded-For/-Host/-Proto` to a request that has none, so whether
 *    the client sent its own is read before Next.js sees the request (client-stamp.ts).
 * 7. A page render that fails answers 500 with `x-nextjs-*` headers of its own; the outage head
 *    (response-head.ts) removes them with the body it replaces.
 * 8. `next/server`, `next/cache` and the like create their request storages (AsyncLocalStorage)
 *    when first loaded, from what Next.js sets up in `prepare()`; loaded earlier, they are broken
 *    for the whole process ("AsyncLocalStorage accessed in runtime where it is not available").
 *    The server therefore imports the app modules its steps use only after `prepare()`
 *    (src/server/node-server/start-node-server.ts). Checked by every HTTP test: the app would not serve.
 * 9. notFound() or forbidden() thrown by a page (or its generateMetadata) outside a Suspense
 *    boundary fails React's server render of the shell (React's server renderer has no error
 *    boundaries), and Next.js answers with its error document: `<html id="__next_error__">`
 *    with an empty head and body, no `lang`, the not-found.tsx / forbidden.tsx content drawn by
 *    the browser from the RSC payload (app-render's getErrorRSCPayload). error-pages.ts sends
 *    the internal page's body instead, for a document request: GET without the `rsc` header
 *    Next.js's client sends on navigations and prefetches (the `Vary` of point 3 names it).
 *    The browser keeps its own address: the App Router reads its first URL from `location`,
 *    not from the payload (create-initial-router-state's canonicalUrl).
 *    Checked by tests/integration/posts/error-pages-http.test.ts.
 * 10. A path that is not valid percent-encoding (`/posts/%E0%A4%A`) is answered by Next.js's
 *    router before any route, as a plain-text 500 (router-server's DecodeError); error-pages.ts
 *    answers it first. Same test.
 *
 * Nothing here imports Next.js's private modules (`next/dist/...`): the server uses Next.js only
 * through `next()` and `getRequestHandler()` (the documented custom server).
 */
export const checkedNextVersion = "16.4.6";

/** What Next.js adds to every App Router response (point 3). */
export const appRouterVary = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";
