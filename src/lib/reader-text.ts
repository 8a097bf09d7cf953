import { renderMarkdownTree } from "./render-markdown";

type HastNode = {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** Elements that start a block of their own: their text never runs into the next block's. */
const blockTags = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer",
  "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "ol", "p", "pre", "section", "table", "tbody",
  "td", "tfoot", "th", "thead", "tr", "ul",
]); // prettier-ignore

const headingTag = /^h[1-6]$/;

/** What the page renders but a reader does not read as text: footnote marks and their back links, screen-reader labels. */
function isUnread(node: HastNode): boolean {
  const properties = node.properties ?? {};
  if ("dataFootnoteRef" in properties || "dataFootnoteBackref" in properties) return true;
  const className = properties.className;
  return Array.isArray(className) && className.includes("sr-only");
}

function collect(node: HastNode, blocks: string[], current: string[]): void {
  if (node.type === "text") {
    current.push(node.value ?? "");
    return;
  }
  if (node.type !== "element" && node.type !== "root") return;
  if (node.type === "element" && isUnread(node)) return;
  const isBlock = node.tagName !== undefined && blockTags.has(node.tagName);
  if (!isBlock) {
    for (const child of node.children ?? []) collect(child, blocks, current);
    return;
  }
  flush(blocks, current);
  const own: string[] = [];
  for (const child of node.children ?? []) collect(child, blocks, own);
  let text = own.join("").replace(/\s+/g, " ").trim();
  // A heading runs into the paragraph after it once blocks are joined: end it as a sentence.
  if (headingTag.test(node.tagName ?? "") && text !== "" && !/[.!?:…]$/.test(text)) text = `${text}.`;
  if (text !== "") blocks.push(text);
}

function flush(blocks: string[], current: string[]): void {
  const text = current.join("").replace(/\s+/g, " ").trim();
  if (text !== "") blocks.push(text);
  current.length = 0;
}

/**
 * The text a reader sees on the post page, in one line: the Markdown rendered and sanitized
 * exactly as the page renders it (raw HTML and the paywall marker dropped, links as their
 * words, images as nothing), then its text, block by block. Search indexes it and cuts its
 * snippets from it, so a result never shows Markdown or HTML source.
 */
export function markdownToReaderText(markdown: string): string {
  const blocks: string[] = [];
  const current: string[] = [];
  collect(renderMarkdownTree(markdown) as HastNode, blocks, current);
  flush(blocks, current);
  return blocks.join(" ");
}
