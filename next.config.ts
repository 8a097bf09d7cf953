import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its wasm and extension bundles from its own package folder: bundling it breaks those paths.
  serverExternalPackages: ["@electric-sql/pglite", "sharp"],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // The data cache lives in memory only: a cache written to .next by an earlier server
    // (another data folder, a benchmark) must never be served by the next one.
    isrFlushToDisk: false,
    // forbidden(): the admin area answers readers with a real 403 status and app/forbidden.tsx.
    authInterrupts: true,
  },
};

export default nextConfig;
