import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkStringify, { type Options as StringifyOptions } from "remark-stringify";
import { unified } from "unified";
import type { Nodes, Root } from "mdast";
import type { ImageRef } from "../types";

export const markdownStringifyOptions: StringifyOptions = { bullet: "-", emphasis: "_", fences: true, rule: "-" };

const parser = unified().use(remarkParse).use(remarkGfm).freeze();
const printer = unified().use(remarkGfm).use(remarkStringify, markdownStringifyOptions).freeze();

function eachImage(node: Nodes, visit: (image: { url: string; alt?: string | null }) => void): void {
  if (node.type === "image") visit(node);
  if ("children" in node) for (const child of node.children) eachImage(child, visit);
}

/** Every image of a Markdown body, in order, once per address. */
export function listMarkdownImages(markdown: string): ImageRef[] {
  const seen = new Map<string, ImageRef>();
  eachImage(parser.parse(markdown), (image) => {
    if (!seen.has(image.url)) seen.set(image.url, { url: image.url, alt: image.alt ?? "" });
  });
  return [...seen.values()];
}

/** The body with each image address found in `replacements` swapped for its new one. */
export function rewriteImageUrls(markdown: string, replacements: ReadonlyMap<string, string>): string {
  if (replacements.size === 0) return markdown;
  const tree: Root = parser.parse(markdown);
  let changed = false;
  eachImage(tree, (image) => {
    const next = replacements.get(image.url);
    if (next) {
      image.url = next;
      changed = true;
    }
  });
  return changed ? printer.stringify(tree) : markdown;
}
