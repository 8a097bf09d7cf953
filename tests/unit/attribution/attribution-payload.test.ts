import { describe, expect, it } from "vitest";
import { parseAttributionPayload } from "@/server/attribution/attribution-payload";
import { classifyTrailPath } from "@/server/attribution/classify-trail-path";
import { fromStripeMetadata, toStripeMetadata } from "@/server/attribution/stripe-attribution-metadata";

const now = Date.now();
const good = { v: 1, pages: [{ p: "/posts/a", t: now }], r: "news.example.org", s: "mastodon", via: "/posts/a" };

describe("the attribution payload", () => {
  it("accepts the browser's shape, as an object or as JSON text", () => {
    expect(parseAttributionPayload(good)).toMatchObject({ pages: [{ p: "/posts/a" }], r: "news.example.org", s: "mastodon" });
    expect(parseAttributionPayload(JSON.stringify(good))).toMatchObject({ via: "/posts/a" });
  });

  it("drops huge, malformed and foreign payloads", () => {
    expect(parseAttributionPayload("x".repeat(5000))).toBeNull();
    expect(parseAttributionPayload({ ...good, pages: Array.from({ length: 200 }, () => ({ p: "/posts/a", t: now })) })).toBeNull();
    expect(parseAttributionPayload("{not json")).toBeNull();
    expect(parseAttributionPayload({ ...good, v: 2 })).toBeNull();
    expect(parseAttributionPayload({ ...good, pages: [{ p: "https://evil.example/posts/a", t: now }] })).toBeNull();
    expect(parseAttributionPayload({ ...good, pages: [{ p: "//evil.example/x", t: now }] })).toBeNull();
    expect(parseAttributionPayload({ ...good, r: "evil.example/path?q" })).toBeNull();
    expect(parseAttributionPayload({ ...good, s: "a\u0000b" })).toBeNull();
    expect(parseAttributionPayload(42)).toBeNull();
    expect(parseAttributionPayload(undefined)).toBeNull();
  });

  it("knows the public pages by their paths", () => {
    expect(classifyTrailPath("/")).toEqual({ kind: "home", key: null, path: "/" });
    expect(classifyTrailPath("/page/3")).toMatchObject({ kind: "home" });
    expect(classifyTrailPath("/posts/grit?gift=abc")).toEqual({ kind: "post", key: "grit", path: "/posts/grit" });
    expect(classifyTrailPath("/tags/habits/page/2")).toMatchObject({ kind: "tag", key: "habits" });
    expect(classifyTrailPath("/authors/ada")).toMatchObject({ kind: "author", key: "ada" });
    expect(classifyTrailPath("/pricing")).toBeNull();
    expect(classifyTrailPath("/admin/posts")).toBeNull();
    expect(classifyTrailPath("/posts/a/b")).toBeNull();
  });

  it("rides through Stripe metadata and back; metadata that is not ours is ignored", () => {
    const value = {
      pageKind: "post" as const,
      pageId: "p1",
      pagePath: "/posts/a",
      referrerDomain: "news.example.org",
      utmSource: null,
      utmMedium: null,
      utmCampaign: "spring",
      channel: "pricing" as const,
    };
    const metadata = toStripeMetadata(value);
    expect(Object.values(metadata).every((entry) => entry.length <= 500)).toBe(true);
    expect(fromStripeMetadata({ userId: "u", ...metadata })).toEqual(value);
    expect(fromStripeMetadata({ userId: "u" })).toBeNull();
    expect(fromStripeMetadata({ gw_channel: "billboard" })).toBeNull();
    expect(fromStripeMetadata({ gw_channel: "direct", gw_page_kind: "planet" })).toBeNull();
  });
});
