import { describe, expect, it } from "vitest";
import { buildFeed } from "@/server/posts/build-feed";
import type { PublicPost } from "@/server/posts/types";

const post: PublicPost = {
  id: "p1",
  slug: "fear-and-focus",
  title: "Fear & <Focus>",
  excerpt: 'Why "small" steps <win>.',
  coverImageUrl: "/covers/fear.png",
  coverImageAlt: null,
  publishedAt: "2026-05-01T08:00:00.000Z",
  updatedAt: "2026-05-02T08:00:00.000Z",
  readingMinutes: 4,
  author: { id: "a1", handle: "alice", name: "Alice & Co", bio: null, image: null },
  tags: [{ id: "t1", slug: "focus", name: "Focus", description: "" }],
  bodyMarkdown: "## Start\n\nText with ]]> inside.\n\n<script>alert(1)</script>",
};

describe("buildFeed", () => {
  const xml = buildFeed([post], { url: "https://example.org", name: "Groundwork", description: "Essays." });

  it("is an Atom 1.0 feed with absolute links", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(xml).toContain('<link rel="self" href="https://example.org/feed.xml"/>');
    expect(xml).toContain('<link href="https://example.org/posts/fear-and-focus"/>');
    expect(xml).toContain("<uri>https://example.org/authors/alice</uri>");
    expect(xml).toContain("<name>Alice &amp; Co</name>");
  });

  it("escapes titles so markup in them stays text", () => {
    expect(xml).toContain("Fear &amp;amp; &amp;lt;Focus&amp;gt;".replaceAll("&amp;", "&"));
    expect(xml).not.toContain("<Focus>");
  });

  it("carries the sanitized body, with CDATA terminators split", () => {
    expect(xml).not.toContain("<script>");
    expect(xml).toContain('<h2 id="start">');
    expect(xml).not.toMatch(/Text with \]\]>/);
  });
});
