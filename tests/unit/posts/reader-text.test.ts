import { describe, expect, it } from "vitest";
import { markdownToReaderText } from "@/lib/reader-text";
import { paywallMarker } from "@/lib/paywall-preview";

describe("markdownToReaderText: the words a reader sees on the post page", () => {
  it("keeps the words of emphasis, links and code, never their syntax or addresses", () => {
    expect(markdownToReaderText("Some **bold**, _quiet_ [link](https://example.com/habit-cue) and `code`.")).toBe(
      "Some bold, quiet link and code.",
    );
  });

  it("drops what the page drops: raw HTML, comments, the paywall marker and images", () => {
    const markdown = [
      "Resilience <b>under</b> pressure.",
      paywallMarker,
      "<div class=\"box\">\n<script>alert('x')</script>\n</div>",
      "![a cover photo](https://example.com/cover.png) After the image.",
    ].join("\n\n");
    const text = markdownToReaderText(markdown);
    expect(text).toBe("Resilience under pressure. After the image.");
    expect(text).not.toMatch(/[<>]|paywall|alert|cover/);
  });

  it("ends headings as sentences and keeps blocks apart: lists, quotes, tables and code", () => {
    const markdown = "# Start here\n\n> A quote.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| c1 | c2 |\n\n```js\nconst x = 1;\n```";
    expect(markdownToReaderText(markdown)).toBe("Start here. A quote. one two a b c1 c2 const x = 1;");
  });

  it("reads footnotes as their text, without the reference marks and back links", () => {
    expect(markdownToReaderText("A habit[^1] forms.\n\n[^1]: Over weeks.")).toBe("A habit forms. Over weeks.");
  });
});
