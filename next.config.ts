import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { publicCacheHeaders } from "./src/lib/http-cache-headers";
import { securityHeaderRules } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  // PGlite loads its wasm and extension bundles from its own package folder: bundling it breaks those paths.
  serverExternalPackages: ["@electric-sql/pglite", "sharp"],
  poweredByHeader: false,
  // Compression and ETags are the project's server's job (src/server/http/encode-response.ts), which
  // encodes, hashes and gzips each cached page once where Next.js did all three on every request.
  // Every way of starting the app runs that server or refuses (src/instrumentation.ts), so these
  // two are never off with nobody doing the job.
  compress: false,
  generateEtags: false,
  // `npm test` and CI type-check with tsc first; a second check inside every build (and so
  // in the first `npm start`) only costs time on a small machine.
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
  // The route and data cache (rendered public pages, cached reads) is an in-memory LRU of this
  // many bytes per process; the least recently used pages are rendered again when asked for.
  // With REDIS_URL, the built server keeps it in Redis instead (see sharedCache below).
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: {
    // The data cache lives in memory only: a cache written to .next by an earlier server
    // (another data folder, a benchmark) must never be served by the next one.
    isrFlushToDisk: false,
    // forbidden(): the admin area answers readers with a real 403 status and app/forbidden.tsx.
    authInterrupts: true,
  },
  // Page 1 of a listing is the listing itself: one address for it (308, permanent).
  async redirects() {
    return [
      { source: "/page/1", destination: "/", permanent: true },
      { source: "/tags/:slug/page/1", destination: "/tags/:slug", permanent: true },
      { source: "/authors/:handle/page/1", destination: "/authors/:handle", permanent: true },
    ];
  },
  // Cache-Control for the reading pages, and security headers on every response
  // (src/lib/security-headers.ts says why each); `next dev` runs with NODE_ENV=development
  // and needs eval for React's error overlay.
  async headers() {
    return [...publicCacheHeaders(), ...securityHeaderRules({ isDevelopment: process.env.NODE_ENV === "development" })];
  },
};

/**
 * With REDIS_URL, the server keeps Next's cache in Redis (src/server/cache/redis-cache-handler.mjs),
 * shared by every node: one render serves all, and a publish anywhere expires the page everywhere.
 * Only for the built server (PHASE_PRODUCTION_SERVER): the build has no database and `npm run dev` does not cache.
 */
function sharedCache(phase: string): Partial<NextConfig> {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return {};
  return { cacheHandler: path.join(process.cwd(), "src/server/cache/redis-cache-handler.mjs"), cacheMaxMemorySize: 0 };
}

export default function config(phase: string): NextConfig {
  return { ...nextConfig, ...sharedCache(phase) };
}
