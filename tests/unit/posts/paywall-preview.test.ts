import { describe, expect, it } from "vitest";
import { paywallMarker, splitPreview } from "@/lib/paywall-preview";
import { renderMarkdown } from "@/lib/render-markdown";

const words = (count: number, word = "word") => Array.from({ length: count }, () => word).join(" ");

describe("splitPreview with a marker", () => {
  it("cuts at a line holding only the marker", () => {
    const split = splitPreview(`# Title\n\nOpen text.\n\n${paywallMarker}\n\nThe canary sings here.\n`);
    expect(split).toEqual({ preview: "# Title\n\nOpen text.", hasMarker: true, rest: "The canary sings here.\n" });
  });

  it("cuts even when the marker follows a paragraph line directly", () => {
    const split = splitPreview(`Open text.\n${paywallMarker}\nThe canary sings here.`);
    expect(split.hasMarker).toBe(true);
    expect(split.preview).toBe("Open text.");
    expect(split.rest).toBe("The canary sings here.");
  });

  it("uses the first marker when there are several", () => {
    const split = splitPreview(`One.\n\n${paywallMarker}\n\nTwo.\n\n${paywallMarker}\n\nThree.`);
    expect(split.preview).toBe("One.");
    expect(split.rest).toContain("Two.");
    expect(split.rest).toContain("Three.");
  });

  it("gives an empty preview when the marker opens the post", () => {
    expect(splitPreview(`${paywallMarker}\n\nAll of it hidden.`)).toMatchObject({ preview: "", hasMarker: true });
  });

  it("does not take a marker inside a code block, a list or a quote, nor one with other text on its line", () => {
    for (const body of [
      `Text.\n\n\`\`\`html\n${paywallMarker}\n\`\`\`\n\nMore.`,
      `- item\n\n  ${paywallMarker}\n\n- another`,
      `> quoted\n>\n> ${paywallMarker}\n\nAfter.`,
      `Text.\n\n${paywallMarker} trailing words\n\nAfter.`,
    ]) {
      expect(splitPreview(body).hasMarker).toBe(false);
    }
  });

  it("the marker renders as nothing", () => {
    expect(renderMarkdown(`Open.\n\n${paywallMarker}\n\nClosed.`)).not.toContain("paywall");
  });
});

describe("splitPreview without a marker", () => {
  it("takes whole opening paragraphs up to about 150 words", () => {
    const paragraphs = [words(60, "alpha"), words(60, "beta"), words(60, "gamma"), words(60, "delta")];
    const split = splitPreview(paragraphs.join("\n\n"));
    expect(split.hasMarker).toBe(false);
    expect(split.preview).toBe(`${paragraphs[0]}\n\n${paragraphs[1]}`);
    expect(split.rest).toBe(`${paragraphs[2]}\n\n${paragraphs[3]}`);
  });

  it("never cuts a list or a code block in two", () => {
    const list = Array.from({ length: 30 }, (_, i) => `- point ${i} with a few more words`).join("\n");
    const code = `\`\`\`\n${words(100, "code")}\n\`\`\``;
    const body = `${words(40, "intro")}\n\n${list}\n\n${code}\n\nEnd.`;
    const split = splitPreview(body);
    expect(split.preview).toBe(words(40, "intro"));
    expect(split.rest.startsWith("- point 0")).toBe(true);
    expect(split.rest).toContain(code);
  });

  it("keeps a long first paragraph whole, but not one past twice the budget", () => {
    const long = words(250, "long");
    expect(splitPreview(`${long}\n\nSecond.`).preview).toBe(long);
    expect(splitPreview(`${words(400)}\n\nSecond.`).preview).toBe("");
  });

  it("always keeps something back, and never ends on a heading", () => {
    expect(splitPreview("One short paragraph.")).toEqual({ preview: "", hasMarker: false, rest: "One short paragraph." });
    expect(splitPreview("First.\n\nSecond.").preview).toBe("First.");
    expect(splitPreview(`First.\n\n## Next part\n\n${words(200)}`).preview).toBe("First.");
  });

  it("leaves an empty body empty", () => {
    expect(splitPreview("")).toEqual({ preview: "", hasMarker: false, rest: "" });
  });
});
