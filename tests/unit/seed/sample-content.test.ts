import { describe, expect, it } from "vitest";
import { splitPreview } from "@/lib/paywall-preview";
import { buildSamplePosts, sampleTags } from "@/server/seed/sample";

const now = new Date("2026-06-01T12:00:00Z");
const posts = buildSamplePosts(now);

describe("sample content", () => {
  it("is the same publication every time for the same clock", () => {
    expect(buildSamplePosts(now)).toEqual(posts);
  });

  it("reads as short essays: headings, lists, a quote, 300–1200 words", () => {
    for (const post of posts) {
      const words = post.bodyMarkdown.split(/\s+/).filter(Boolean).length;
      expect(words, post.title).toBeGreaterThanOrEqual(300);
      expect(words, post.title).toBeLessThanOrEqual(1200);
      expect(post.bodyMarkdown, post.title).toMatch(/^## /m);
      expect(post.bodyMarkdown, post.title).toMatch(/^(- |1\. )/m);
      expect(post.bodyMarkdown, post.title).toMatch(/^> /m);
      expect(post.bodyMarkdown, post.title).not.toMatch(/lorem|ipsum|\{\w+\}|undefined/i);
      expect(post.excerpt.length).toBeGreaterThan(20);
    }
    expect(posts.some((post) => post.bodyMarkdown.includes("| --- |"))).toBe(true);
  });

  it("never repeats a paragraph from one post in another", () => {
    const seen = new Map<string, string>();
    for (const post of posts) {
      const paragraphs = post.bodyMarkdown.split("\n\n").filter((block) => block.length > 60 && /^[A-Z“]/.test(block));
      for (const paragraph of paragraphs) {
        expect(seen.get(paragraph), `"${paragraph.slice(0, 60)}…" in ${post.title}`).toBeUndefined();
        seen.set(paragraph, post.title);
      }
    }
  });

  it("has unique titles and slugs and only known tags", () => {
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
    const known = new Set<string>(sampleTags.map((tag) => tag.slug));
    for (const post of posts) for (const tag of post.tagSlugs) expect(known.has(tag)).toBe(true);
  });
});

describe("sample access levels", () => {
  const published = posts.filter((post) => post.status === "published");
  const paid = published.filter((post) => post.access === "paid");

  it("has members posts, paid posts with a marker and one paid post without", () => {
    expect(published.filter((post) => post.access === "members").length).toBeGreaterThanOrEqual(3);
    expect(paid.filter((post) => splitPreview(post.bodyMarkdown).hasMarker).length).toBeGreaterThanOrEqual(3);
    expect(paid.filter((post) => !splitPreview(post.bodyMarkdown).hasMarker)).toHaveLength(1);
    expect(published.filter((post) => post.access === "public").length).toBeGreaterThan(published.length / 2);
  });

  it("puts the marker after the opening, with something to read before it", () => {
    for (const post of paid) {
      const { preview, rest } = splitPreview(post.bodyMarkdown);
      expect(preview.split(/\s+/).length, post.title).toBeGreaterThan(40);
      expect(rest.length, post.title).toBeGreaterThan(preview.length);
    }
  });

  it("keeps drafts and scheduled posts public", () => {
    for (const post of posts.filter((post) => post.status !== "published")) expect(post.access).toBe("public");
  });
});
