import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its wasm and extension bundles from its own package folder: bundling it breaks those paths.
  serverExternalPackages: ["@electric-sql/pglite", "sharp"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
