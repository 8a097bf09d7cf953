import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import nextConfig from "../../../next.config";

describe("the build (first npm start)", () => {
  it("does not type-check a second time: npm test runs tsc before it builds", () => {
    expect(nextConfig.typescript?.ignoreBuildErrors).toBe(true);
    const testAll = readFileSync("scripts/test-all.ts", "utf8");
    const typecheck = testAll.indexOf('command: ["npx", "tsc", "--noEmit"]');
    const build = testAll.indexOf('command: ["npx", "next", "build"]');
    expect(typecheck).toBeGreaterThan(-1);
    expect(build).toBeGreaterThan(typecheck);
  });
});
