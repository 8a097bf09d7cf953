import { describe, expect, it } from "vitest";
import { isValidSlug, slugify } from "@/lib/slug";
import { generateExcerpt } from "@/lib/excerpt";
import { coverImageVariant } from "@/lib/cover-image";
import { detectImageType } from "@/server/uploads/detect-image-type";

describe("slugs", () => {
  it("come from titles as lowercase a-z0-9 with single hyphens", () => {
    expect(slugify("Beyond the Growth Mindset — Part 2!")).toBe("beyond-the-growth-mindset-part-2");
    expect(slugify("  Café   Déjà vu  ")).toBe("cafe-deja-vu");
    expect(slugify("!!!")).toBe("");
  });
  it("are validated", () => {
    expect(isValidSlug("small-steps-2")).toBe(true);
    for (const bad of ["", "Small", "a--b", "-a", "a-", "a b", "a_b"]) expect(isValidSlug(bad)).toBe(false);
  });
});

describe("generated excerpts", () => {
  it("come from the first real paragraphs, never from headings, lists, quotes, code or images", () => {
    const body = `# Why it works\n\n![A field](/uploads/a.webp)\n\nSome **bold** words and a [link](https://x.test). It is not.\n\n## Why it works\n\n- It empties the noise\n\n> A quote\n\n\`\`\`\ncode\n\`\`\`\n\nA last paragraph.\n\nThe closing one, which a gated post's preview keeps back.`;
    expect(generateExcerpt(body)).toBe("Some bold words and a link. It is not. A last paragraph.");
  });
  it("end at a sentence boundary near the limit", () => {
    const body = `First sentence here. Second sentence is a little longer. ${"Third goes on and on ".repeat(10)}.\n\nThe rest.`;
    expect(generateExcerpt(body, 80)).toBe("First sentence here. Second sentence is a little longer.");
  });
  it("cut a first sentence that is too long at a word, with an ellipsis", () => {
    const excerpt = generateExcerpt(`${"more words ".repeat(50)}\n\nThe rest.`, 80);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(81);
    expect(excerpt.startsWith("more words more")).toBe(true);
  });
  it("never read past the paywall marker", () => {
    const body = "Short opening.\n\n<!-- paywall -->\n\nThe hidden sentence. More hidden text.";
    expect(generateExcerpt(body)).toBe("Short opening.");
    expect(generateExcerpt("<!-- paywall -->\n\nThe hidden sentence.")).toBe("");
  });
  it("read only the automatic preview of a post without a marker", () => {
    const list = Array.from({ length: 16 }, (_, i) => `- item ${i} has ten words in it to fill`).join("\n");
    const body = `Opening line.\n\n${list}\n\nA paragraph past the preview.\n\nAnd the last.`;
    expect(generateExcerpt(body)).toBe("Opening line.");
  });
  it("are empty for a post of one block, which has no automatic preview: never any of that block", () => {
    expect(generateExcerpt("One paragraph, the whole post. The quiet pangolin sentence.")).toBe("");
    expect(generateExcerpt(`${"A long single paragraph goes on. ".repeat(40)}`)).toBe("");
  });
  it("are empty for a body with no paragraph", () => {
    expect(generateExcerpt("## Only a heading\n\n- and a list")).toBe("");
  });
});

describe("image types by content", () => {
  it("recognise JPEG, PNG and WebP signatures and nothing else", () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(detectImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(detectImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
  it("cover urls have a card-size sibling", () => {
    expect(coverImageVariant("/uploads/covers/abc-1600.webp", "card")).toBe("/uploads/covers/abc-640.webp");
  });
});
