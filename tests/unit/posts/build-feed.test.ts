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
  access: "public",
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

describe("buildFeed with gated posts", () => {
  const site = { url: "https://example.org", name: "Groundwork", description: "Essays." };
  const canary = "The canary sings past the marker.";
  const marked = `Open paragraph.\n\n<!-- paywall -->\n\n${canary}`;
  const unmarked = `First paragraph here.\n\nSecond paragraph.\n\n${canary}`;

  it("carries a paid post's preview and a link, never what follows the marker", () => {
    const xml = buildFeed([{ ...post, access: "paid", bodyMarkdown: marked }], site);
    expect(xml).toContain("Open paragraph.");
    expect(xml).not.toContain("canary");
    expect(xml).toContain('<a href="https://example.org/posts/fear-and-focus">This post is for paid subscribers.');
  });

  it("carries a members post's automatic preview, never its last block", () => {
    const xml = buildFeed([{ ...post, access: "members", bodyMarkdown: unmarked }], site);
    expect(xml).toContain("First paragraph here.");
    expect(xml).not.toContain("canary");
    expect(xml).toContain("Sign in free to read the rest");
  });

  it("carries a public post whole", () => {
    expect(buildFeed([{ ...post, bodyMarkdown: marked }], site)).toContain(canary);
  });
});
