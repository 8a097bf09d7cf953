import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { splitPreview } from "./paywall-preview";

type MdNode = { type: string; value?: string; children?: MdNode[] };

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/** The words of an inline tree: text, code and link text; images and raw HTML say nothing. */
function inlineText(node: MdNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? "";
  if (node.type === "break") return " ";
  if (node.type === "image" || node.type === "html" || node.type === "footnoteReference") return "";
  return (node.children ?? []).map(inlineText).join("");
}

/** Sentences end at . ! ? (maybe followed by a closing quote or bracket) and a space. */
function splitSentences(text: string): string[] {
  return text.match(/[^.!?]+(?:[.!?]+["'”’)\]]*|$)(?:\s+|$)/g)?.map((sentence) => sentence.trim()) ?? [text];
}

function cutAtWord(text: string, maxLength: number): string {
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[,;:.\s]+$/, "")}…`;
}

/**
 * The excerpt of a post whose editor wrote none: the opening paragraph(s) of the body as plain
 * text — never a heading, list, quote, code block or an image alone — ended at a sentence
 * boundary near `maxLength` (cut at a word, with "…", only when the first sentence is longer).
 *
 * It reads only what a gated post's preview shows (before the paywall marker, or the automatic
 * preview), since the excerpt goes to cards, meta tags, JSON-LD and feeds for every reader — and
 * a public post can become paid later (archive setting), keeping the excerpt it was saved with.
 * A post of one block has no automatic preview (the cut never takes every block), so it gets no
 * generated excerpt: its one paragraph is all of the post. The editor writes one if they want it.
 */
export function generateExcerpt(markdown: string, maxLength = 200): string {
  const root = parser.parse(splitPreview(markdown).preview) as MdNode;
  let text = "";
  for (const block of root.children ?? []) {
    if (block.type !== "paragraph") continue;
    const paragraph = inlineText(block).replace(/\s+/g, " ").trim();
    if (paragraph === "") continue;
    text = text ? `${text} ${paragraph}` : paragraph;
    if (text.length >= maxLength) break;
  }
  if (text.length <= maxLength) return text;
  let excerpt = "";
  for (const sentence of splitSentences(text)) {
    const longer = excerpt ? `${excerpt} ${sentence}` : sentence;
    if (longer.length > maxLength) break;
    excerpt = longer;
  }
  return excerpt || cutAtWord(text, maxLength);
}
