import { describe, expect, it } from "vitest";
import { commentBodySchema } from "@/lib/comment-body-schema";
import { countCommentLinks, normalizeCommentText, parseCommentText } from "@/lib/comment-text";

describe("comment text", () => {
  it("keeps paragraphs and line breaks and nothing else: markup stays text", () => {
    const text = normalizeCommentText("<b>Hi</b>\r\nsecond line\r\n\r\n\r\n\r\n*not bold*  ");
    expect(text).toBe("<b>Hi</b>\nsecond line\n\n*not bold*");
    expect(parseCommentText(text)).toEqual([
      [[{ kind: "text", text: "<b>Hi</b>" }], [{ kind: "text", text: "second line" }]],
      [[{ kind: "text", text: "*not bold*" }]],
    ]);
  });

  it("makes web addresses links, leaving the sentence's punctuation out", () => {
    const [[line]] = parseCommentText("See https://example.com/a_(b). Or www.example.org, or (https://x.example/y).") as [[unknown[]]];
    expect(line).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a_(b)", href: "https://example.com/a_(b)" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "www.example.org", href: "https://www.example.org/" },
      { kind: "text", text: ", or (" },
      { kind: "link", text: "https://x.example/y", href: "https://x.example/y" },
      { kind: "text", text: ")." },
    ]);
  });

  it("never links other schemes or hosts without a dot", () => {
    for (const text of ["javascript:alert(1)", "data:text/html,<script>", "http://localhost/x", "ftp://example.com"]) {
      expect(
        parseCommentText(text)
          .flat(2)
          .every((segment) => segment.kind === "text"),
      ).toBe(true);
    }
  });

  it("drops control characters and bidi overrides, counts links, and refuses empty text", () => {
    expect(normalizeCommentText("a\u0000b\u202Ec\u0007")).toBe("abc");
    expect(countCommentLinks("http://a.example https://b.example www.c.example")).toBe(3);
    expect(commentBodySchema.safeParse(" \n\t ").success).toBe(false);
    expect(commentBodySchema.safeParse("fine").data).toBe("fine");
  });
});
