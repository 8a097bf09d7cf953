import { describe, expect, it } from "vitest";
import { pricingPath, safeNextPath } from "@/lib/next-path";

describe("safeNextPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeNextPath("/posts/a-paid-post")).toBe("/posts/a-paid-post");
    expect(safeNextPath("/posts/a?gift=x#part")).toBe("/posts/a?gift=x#part");
    expect(safeNextPath("/")).toBe("/");
  });

  it("refuses anything that could leave the site, and what is not a path", () => {
    for (const raw of [
      "https://evil.example/posts/a",
      "//evil.example/posts/a",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/posts/a\nLocation: https://evil.example",
      "/posts/\u0000",
      "posts/a",
      "",
      "/".repeat(1) + "a".repeat(3000),
      undefined,
      null,
      42,
      ["/posts/a"],
    ]) {
      expect(safeNextPath(raw), JSON.stringify(raw)).toBeNull();
    }
  });
});

describe("pricingPath", () => {
  it("carries the way back only when it is safe", () => {
    expect(pricingPath("/posts/a")).toBe("/pricing?next=%2Fposts%2Fa");
    expect(pricingPath("/posts/a", "#includes")).toBe("/pricing?next=%2Fposts%2Fa#includes");
    expect(pricingPath("//evil.example")).toBe("/pricing");
    expect(pricingPath(null)).toBe("/pricing");
  });
});
