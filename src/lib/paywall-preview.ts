import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

/**
 * Where a gated post's preview ends. The marker is a line holding only this HTML comment (the
 * editor's toolbar inserts it); Markdown rendering drops raw HTML, so it never shows. Only a
 * top-level marker counts: one inside a code block, a list or a quote is text, not a cut.
 */
export const paywallMarker = "<!-- paywall -->";

/** Without a marker, the preview is the opening blocks up to about this many words. */
export const previewWordBudget = 150;

export type PreviewSplit = {
  /** The Markdown an unentitled reader may see (may be empty). */
  preview: string;
  hasMarker: boolean;
  /** The Markdown after the cut; never shown to an unentitled reader. */
  rest: string;
};

type MdNode = {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
};

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

function nodeWords(node: MdNode): number {
  const own = node.value && node.type !== "html" ? node.value.split(/\s+/).filter(Boolean).length : 0;
  return own + (node.children ?? []).reduce((sum, child) => sum + nodeWords(child), 0);
}

function isMarker(node: MdNode): boolean {
  return node.type === "html" && node.value?.trim() === paywallMarker;
}

/** Link definitions, raw HTML and breaks carry no reading of their own. */
function isContentBlock(node: MdNode): boolean {
  return node.type !== "definition" && node.type !== "html" && node.type !== "thematicBreak";
}

function startOf(node: MdNode): number {
  return node.position?.start.offset ?? 0;
}

function endOf(node: MdNode): number {
  return node.position?.end.offset ?? 0;
}

function cutAt(markdown: string, previewEnd: number, restStart: number, hasMarker: boolean): PreviewSplit {
  return {
    preview: markdown.slice(0, previewEnd).trimEnd(),
    hasMarker,
    rest: markdown.slice(restStart).replace(/^\s*\n/, ""),
  };
}

/**
 * The automatic cut: whole top-level blocks (a paragraph, list, code block or quote is never
 * split) while they fit in the word budget; the first may run to twice the budget. It never
 * takes every block, so a gated post always keeps something back, and it does not end on a
 * heading that would introduce nothing.
 */
function automaticCut(blocks: MdNode[]): number {
  let words = 0;
  let taken = 0;
  for (const [index, block] of blocks.entries()) {
    const blockWords = nodeWords(block);
    const fits = taken === 0 ? blockWords <= previewWordBudget * 2 : words + blockWords <= previewWordBudget;
    if (!fits || index === blocks.length - 1) break;
    words += blockWords;
    taken = index + 1;
    if (words >= previewWordBudget) break;
  }
  while (taken > 0 && blocks[taken - 1]?.type === "heading") taken -= 1;
  return taken;
}

/** Splits a post's Markdown into the preview and the rest, at the marker or automatically. */
export function splitPreview(markdown: string): PreviewSplit {
  const root = parser.parse(markdown) as MdNode;
  const children = root.children ?? [];
  const marker = children.find(isMarker);
  if (marker) return cutAt(markdown, startOf(marker), endOf(marker), true);

  const blocks = children.filter(isContentBlock);
  const taken = automaticCut(blocks);
  const next = blocks[taken];
  if (!next) return { preview: markdown.trimEnd(), hasMarker: false, rest: "" };
  return cutAt(markdown, taken === 0 ? 0 : endOf(blocks[taken - 1] as MdNode), startOf(next), false);
}

/** Whether the body holds a paywall marker (the editor's preview shows the cut). */
export function hasPaywallMarker(markdown: string): boolean {
  return splitPreview(markdown).hasMarker;
}
