import { describe, expect, it } from "vitest";
import { gatedPathPrefixes, isGatedPath, isProxyFree, proxyMatcher, publicPageSources, readingPathPrefixes } from "@/lib/site-paths";
import { parseEnv } from "@/server/env";
import { config } from "@/proxy";

describe("the one list of public and gated paths", () => {
  it("is the proxy's matcher (Next.js needs it written out in src/proxy.ts)", () => {
    expect(config.matcher).toEqual([proxyMatcher()]);
    const matcher = new RegExp(`^${proxyMatcher()}$`);
    expect(matcher.test("/posts/a-post")).toBe(false);
    expect(matcher.test("/1/indexes/*/queries")).toBe(false);
    // The plans are a cached public page: a database outage must not answer them 503 before the cache can.
    expect(matcher.test("/pricing")).toBe(false);
    expect(matcher.test("/account")).toBe(true);
    expect(matcher.test("/api/auth/session")).toBe(true);
  });

  it("never lets the proxy skip a gated page (its early redirect would not run)", () => {
    for (const prefix of gatedPathPrefixes) {
      expect(isProxyFree(prefix), prefix).toBe(false);
      expect(isGatedPath(`${prefix}/x`)).toBe(true);
    }
    expect(isGatedPath("/searching")).toBe(false);
  });

  it("gives every reading page prefix public cache headers", () => {
    for (const prefix of readingPathPrefixes) {
      expect(
        publicPageSources.some((source) => source.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it("keeps AUTH_BASE_PATH off every path the proxy skips", () => {
    for (const path of ["/posts/auth", "/tags", "/1/auth", "/readyz"]) {
      expect(() => parseEnv({ AUTH_BASE_PATH: path }), path).toThrow(/AUTH_BASE_PATH: must not lie under/);
    }
    expect(parseEnv({ AUTH_BASE_PATH: "/api/v1/auth" }).AUTH_BASE_PATH).toBe("/api/v1/auth");
  });
});
