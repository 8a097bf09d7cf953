import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { wrapScrollableTables } from "./scrollable-tables";

/**
 * GitHub's sanitation (the default schema), with two changes:
 * - heading ids keep the slug as written (no `user-content-` prefix) so `#section` links
 *   and the heading anchors point at them;
 * - images only load over http(s) or from a relative path: no `data:` (SVG payloads).
 * Anything not listed — script, style, iframe, svg, on* handlers, javascript: URLs — goes.
 */
const headingIds = Object.fromEntries(
  ["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, [...(defaultSchema.attributes?.[tag] ?? []), "id"]]),
);

const schema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: "",
  clobber: [],
  attributes: {
    ...defaultSchema.attributes,
    ...headingIds,
    // The heading anchors' class joins the footnote class GitHub already allows on links.
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter((rule) => !(Array.isArray(rule) && rule[0] === "className")),
      ["className", "data-footnote-backref", "heading-anchor"],
    ],
    img: [...(defaultSchema.attributes?.img ?? []), "alt", "title"],
  },
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"], src: ["http", "https"] },
};

/**
 * Raw HTML in the Markdown is never passed through (remark-rehype drops it without
 * `allowDangerousHtml`); the sanitizer then checks every element and URL the Markdown made.
 * Ids and anchors are added by the slug plugins before sanitizing and survive it.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, { behavior: "wrap", properties: { className: ["heading-anchor"] } })
  .use(rehypeSanitize, schema)
  .use(rehypeStringify)
  .freeze();

/**
 * Markdown → sanitized HTML, shared by the post page, the feed and the editor's preview (in the
 * browser); wide tables scroll in a box of their own (scrollable-tables.ts).
 */
export function renderMarkdown(markdown: string): string {
  return processor.stringify(wrapScrollableTables(processor.runSync(processor.parse(markdown))));
}

/** The same sanitized tree as renderMarkdown, before it becomes a string: mail restyles it. */
export type MarkdownTree = ReturnType<typeof processor.runSync>;

export function renderMarkdownTree(markdown: string): MarkdownTree {
  return processor.runSync(processor.parse(markdown));
}

export function stringifyMarkdownTree(tree: MarkdownTree): string {
  return processor.stringify(tree);
}
