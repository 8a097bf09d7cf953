import { describe, expect, it } from "vitest";
import { pagePath, parsePagePath } from "@/lib/parse-page-param";

describe("parsePagePath", () => {
  it("reads no segment as the first page", () => {
    expect(parsePagePath(undefined)).toBe(1);
    expect(parsePagePath([])).toBe(1);
  });
  it.each([
    [["page", "2"], 2],
    [["page", "125"], 125],
  ])("reads %j", (segments, page) => expect(parsePagePath(segments)).toBe(page));
  it.each([
    ["page", "1"],
    ["page", "0"],
    ["page", "01"],
    ["page", "two"],
    ["page"],
    ["pages", "2"],
    ["page", "2", "x"],
    ["page", "9999999"],
  ])("refuses %j", (...segments) => expect(parsePagePath(segments)).toBeNull());
});

describe("pagePath", () => {
  it("leaves the first page at the listing's own path", () => expect(pagePath("/tags/habits", 1)).toBe("/tags/habits"));
  it("puts later pages under /page/N", () => {
    expect(pagePath("/", 3)).toBe("/page/3");
    expect(pagePath("/authors/ada", 2)).toBe("/authors/ada/page/2");
  });
});
