import { readFileSync } from "node:fs";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import nextConfig from "../../../next.config";

describe("the build (first npm start)", () => {
  it("does not type-check a second time: npm test runs tsc before it builds", () => {
    expect(nextConfig(PHASE_PRODUCTION_BUILD).typescript?.ignoreBuildErrors).toBe(true);
    const testAll = readFileSync("scripts/test-all.ts", "utf8");
    const typecheck = testAll.indexOf('command: ["npx", "tsc", "--noEmit"]');
    const build = testAll.indexOf('command: ["npx", "next", "build"]');
    expect(typecheck).toBeGreaterThan(-1);
    expect(build).toBeGreaterThan(typecheck);
  });
});

describe("the shared cache", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("keeps Next's cache in Redis for `next start` when REDIS_URL is set, and nowhere else", () => {
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:6379");
    expect(nextConfig(PHASE_PRODUCTION_SERVER).cacheHandler).toMatch(/src\/server\/cache\/redis-cache-handler\.mjs$/);
    expect(nextConfig(PHASE_PRODUCTION_SERVER).cacheMaxMemorySize).toBe(0);
    expect(nextConfig(PHASE_PRODUCTION_BUILD).cacheHandler).toBeUndefined();
    expect(nextConfig(PHASE_DEVELOPMENT_SERVER).cacheHandler).toBeUndefined();
    vi.stubEnv("REDIS_URL", "");
    expect(nextConfig(PHASE_PRODUCTION_SERVER).cacheHandler).toBeUndefined();
    expect(nextConfig(PHASE_PRODUCTION_SERVER).cacheMaxMemorySize).toBe(64 * 1024 * 1024);
  });
});
