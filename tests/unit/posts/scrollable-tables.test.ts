import { describe, expect, it } from "vitest";
import { renderMarkdown, renderMarkdownTree, stringifyMarkdownTree } from "@/lib/render-markdown";

describe("wide tables and code on the page", () => {
  it("puts each table in a focusable box named after its column headings", () => {
    const html = renderMarkdown("| Habit | Cue |\n| --- | --- |\n| Walk | Shoes by the door |\n\n| | |\n| --- | --- |\n| a | b |\n");
    expect(html).toContain('<section class="table-scroll" tabindex="0" aria-label="Table: Habit, Cue"><table>');
    expect(html).toContain('<section class="table-scroll" tabindex="0" aria-label="Table 2"><table>');
  });

  it("makes code blocks focusable, since they scroll too", () => {
    expect(renderMarkdown("```\nconst x = 1;\n```\n")).toContain('<pre tabindex="0"><code>');
  });

  it("leaves the tree mail and search text use as it was", () => {
    const html = stringifyMarkdownTree(renderMarkdownTree("| A | B |\n| --- | --- |\n| 1 | 2 |\n"));
    expect(html).not.toContain("table-scroll");
  });
});
