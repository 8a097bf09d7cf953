import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, createBodyMemo } from "@/server/http/body-memo";

const page = (text: string) => `<!DOCTYPE html><html><body><p>${text}</p>${"<p>An essay — with “quotes”.</p>".repeat(100)}</body></html>`;

describe("cached page bodies encoded once", () => {
  it("gives the same page the same bytes, ETag and gzip, and a changed page new ones", () => {
    const memo = createBodyMemo();
    const first = memo.get(page("first"));
    expect(first.bytes.toString("utf8")).toBe(page("first"));
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(gunzipSync(memo.gzip(first)).toString("utf8")).toBe(page("first"));
    // The same text again (another string with the same characters) is the same entry.
    expect(memo.get(`${page("first")}`)).toBe(first);
    expect(memo.gzip(first)).toBe(memo.gzip(first));
    const changed = memo.get(page("second"));
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.bytes.toString("utf8")).toBe(page("second"));
  });

  it("keeps a route handler's body by the ETag it came with, built once", () => {
    const memo = createBodyMemo();
    let built = 0;
    const bytes = () => {
      built += 1;
      return Buffer.from(page("feed"), "utf8");
    };
    const first = memo.tagged('W/"abc"', bytes);
    expect(first.etag).toBe('W/"abc"');
    expect(memo.tagged('W/"abc"', bytes)).toBe(first);
    expect(built).toBe(1);
    expect(gunzipSync(memo.gzip(first)).toString("utf8")).toBe(page("feed"));
    expect(memo.tagged('W/"def"', bytes)).not.toBe(first);
  });

  it("stays within its size, dropping the page asked for least recently", () => {
    const one = page("one");
    const entrySize = createBodyMemo().get(one).size;
    const memo = createBodyMemo(Math.floor(entrySize * 2.5)); // room for two pages
    const keptOne = memo.get(one);
    const firstTwo = memo.get(page("two"));
    memo.get(one); // asked again: now the most recent
    memo.get(page("three")); // over the size: "two" goes
    expect(memo.size).toBeLessThanOrEqual(entrySize * 2.5);
    expect(memo.get(one)).toBe(keptOne);
    expect(memo.get(page("two"))).not.toBe(firstTwo);
  });

  it("counts each page's gzip in its size, still dropping the least recently used page", () => {
    const plainSize = createBodyMemo().get(page("one")).size;
    const memo = createBodyMemo(plainSize * 2 + 1); // two pages, not two pages and a gzip
    const one = memo.get(page("one"));
    const two = memo.get(page("two"));
    memo.gzip(one); // "one" is sent gzipped: now the most recent, and over the size, so "two" goes
    expect(memo.size).toBeLessThanOrEqual(plainSize * 2 + 1);
    expect(memo.size).toBe(one.size);
    expect(memo.get(page("one"))).toBe(one);
    expect(memo.get(page("two"))).not.toBe(two);
  });

  it("does not count the gzip of a page it no longer holds", () => {
    const plainSize = createBodyMemo().get(page("one")).size;
    const memo = createBodyMemo(Math.floor(plainSize * 1.5)); // one page
    const one = memo.get(page("one"));
    const two = memo.get(page("two")); // "one" goes
    memo.gzip(one); // a response that was being sent when "one" was dropped
    expect(memo.size).toBe(two.size);
  });

  it("reads Accept-Encoding as the compression middleware does for gzip", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
  });
});
