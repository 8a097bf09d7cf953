import rehypeParse from "rehype-parse";
import rehypeRemark from "rehype-remark";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import type { Root } from "hast";
import type { ImageRef } from "../types";
import { paywallMarkerText, prepareHtmlTree } from "./prepare-html-tree";
import { listMarkdownImages, markdownStringifyOptions } from "./rewrite-image-urls";

/**
 * Where the preview of an imported paid post ends: the paywall's marker (#26) once it is on
 * main; until then an HTML comment, which the renderer drops like any raw HTML.
 */
export const importedPaywallMarker = "<!-- paywall -->";

const processor = unified()
  .use(rehypeParse, { fragment: true })
  .use(() => (tree: Root) => prepareHtmlTree(tree))
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, markdownStringifyOptions)
  .freeze();

export type ConvertedHtml = {
  markdown: string;
  images: ImageRef[];
  /** The text before WordPress's <!--more-->, as Markdown, when the body had one. */
  beforeMore: string | null;
};

/**
 * An exporter's HTML as our Markdown: headings, lists, quotes, code, tables and images with
 * their alt text carry over; embeds become links; scripts, styles, forms and event handlers
 * are gone (Markdown has no place for them, and the renderer sanitizes what it makes again).
 */
export function htmlToMarkdown(html: string): ConvertedHtml {
  let markdown = String(processor.processSync(html)).trim();
  markdown = markdown.replace(new RegExp(`^${paywallMarkerText}$`, "m"), importedPaywallMarker);
  let beforeMore: string | null = null;
  const more = /^GROUNDWORK-MORE$/m.exec(markdown);
  if (more) {
    beforeMore = markdown.slice(0, more.index).trim();
    markdown = `${beforeMore}\n\n${markdown.slice(more.index + more[0].length).trim()}`.trim();
  }
  return { markdown: `${markdown}\n`, images: listMarkdownImages(markdown), beforeMore };
}
