import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/render-markdown";

describe("renderMarkdown keeps normal Markdown", () => {
  it("renders headings with ids and anchor links to themselves", () => {
    const html = renderMarkdown("## Start Small\n\nText.");
    expect(html).toContain('<h2 id="start-small"><a class="heading-anchor" href="#start-small">Start Small</a></h2>');
  });

  it("renders emphasis, links, quotes and lists", () => {
    const html = renderMarkdown(
      "A **bold** and _quiet_ [link](https://example.com/a).\n\n> A quote.\n\n- one\n- two\n\n1. first\n2. second",
    );
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>quiet</em>");
    expect(html).toContain('<a href="https://example.com/a">link</a>');
    expect(html).toMatch(/<blockquote>\s*<p>A quote.<\/p>\s*<\/blockquote>/);
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
  });

  it("renders fenced code with its language class, escaped", () => {
    const html = renderMarkdown("```ts\nif (a < b) run();\n```");
    expect(html).toContain('<pre tabindex="0"><code class="language-ts">if (a &#x3C; b) run();');
  });

  it("renders GFM tables with alignment", () => {
    const html = renderMarkdown("| Habit | Minutes |\n|:--|--:|\n| Reading | 20 |");
    expect(html).toContain("<table>");
    expect(html).toContain('<th align="left">Habit</th>');
    expect(html).toContain('<td align="right">20</td>');
  });

  it("renders images with http(s) sources, alt and title", () => {
    const html = renderMarkdown('![A calm lake](https://images.example.com/lake.jpg "Lake")');
    expect(html).toContain('<img src="https://images.example.com/lake.jpg" alt="A calm lake" title="Lake">');
  });

  it("keeps relative links", () => {
    expect(renderMarkdown("[next](/posts/next-one)")).toContain('<a href="/posts/next-one">next</a>');
  });
});

describe("renderMarkdown removes XSS vectors", () => {
  const vectors: [string, string, RegExp][] = [
    ["script tags", "Hello <script>alert(1)</script> there\n\n<script>\nalert(2)\n</script>", /<script/i],
    ["javascript: links", "[click](javascript:alert(1)) and [x](JaVaScRiPt:alert(1))", /javascript:/i],
    ["event-handler attributes", '<img src="https://x.test/a.png" onerror="alert(1)">\n\n<p onclick="alert(1)">hi</p>', /on(error|click)/i],
    ["iframes", '<iframe src="https://evil.test"></iframe>', /<iframe/i],
    ["inline SVG payloads", '<svg onload="alert(1)"><script>alert(1)</script></svg>', /<svg|onload/i],
    ["data: SVG images", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)", /data:/i],
    ["style tags and attributes", '<style>body{display:none}</style>\n\n<span style="position:fixed">x</span>', /<style|style=/i],
    ["vbscript and data links", "[a](vbscript:msgbox(1)) [b](data:text/html,<script>alert(1)</script>)", /vbscript:|data:/i],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/i],
    ["forms", '<form action="https://evil.test"><input name="q"></form>', /<form/i],
  ];

  it.each(vectors)("strips %s", (_name, markdown, forbidden) => {
    expect(renderMarkdown(markdown)).not.toMatch(forbidden);
  });

  it("keeps the text around a removed link", () => {
    expect(renderMarkdown("[click me](javascript:alert(1))")).toContain("click me");
  });
});
