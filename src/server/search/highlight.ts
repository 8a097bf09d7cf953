import type { HighlightedValue, MatchLevel } from "./engine";

/**
 * Our own highlighter over stored text: cheaper than ts_headline (SEARCH-NOTES) and it
 * HTML-escapes everything except the highlight tags it inserts.
 *
 * A query word matches a text word when the text word starts with one of the word's roots
 * (its stems, its prefix expansion, its typo corrections) and adds at most a short ending —
 * the same words the stemmed search matched, closely enough for display.
 */
export type QueryTerm = { word: string; roots: string[]; prefix: boolean };

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

const tokenPattern = /[\p{L}\p{N}]+/gu;

function termMatches(term: QueryTerm, token: string): boolean {
  const lower = token.toLowerCase();
  for (const root of term.roots) {
    if (root.length === 0) continue;
    if (lower === root) return true;
    if (term.prefix && lower.startsWith(root)) return true;
    if (lower.startsWith(root) && lower.length - root.length <= 4) return true;
    // Snowball turns a final y into i (happy → happi).
    if (root.endsWith("i") && lower.startsWith(`${root.slice(0, -1)}y`) && lower.length - root.length <= 3) return true;
  }
  return false;
}

type Token = { start: number; end: number; terms: number[] };

function tokenize(text: string, terms: QueryTerm[]): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const matched: number[] = [];
    terms.forEach((term, index) => {
      if (termMatches(term, match[0])) matched.push(index);
    });
    tokens.push({ start: match.index, end: match.index + match[0].length, terms: matched });
  }
  return tokens;
}

function render(text: string, tokens: Token[], preTag: string, postTag: string): string {
  let out = "";
  let cursor = 0;
  for (const token of tokens) {
    if (token.terms.length === 0) continue;
    out += escapeHtml(text.slice(cursor, token.start)) + preTag + escapeHtml(text.slice(token.start, token.end)) + postTag;
    cursor = token.end;
  }
  return out + escapeHtml(text.slice(cursor));
}

function describe(tokens: Token[], terms: QueryTerm[]): Omit<HighlightedValue, "value"> {
  const matched = new Set<number>();
  for (const token of tokens) for (const index of token.terms) matched.add(index);
  const matchLevel: MatchLevel = matched.size === 0 ? "none" : matched.size === terms.length ? "full" : "partial";
  return {
    matchLevel,
    matchedWords: [...matched].sort((a, b) => a - b).map((index) => terms[index]!.word),
    fullyHighlighted: tokens.length > 0 && tokens.every((token) => token.terms.length > 0),
  };
}

export function highlightText(text: string, terms: QueryTerm[], preTag: string, postTag: string): HighlightedValue {
  const tokens = tokenize(text, terms);
  return { value: render(text, tokens, preTag, postTag), ...describe(tokens, terms) };
}

/**
 * A window of `words` words around the first match (or the start), with the ellipsis where
 * text was cut — Algolia's attributesToSnippet.
 */
export function snippetText(
  text: string,
  terms: QueryTerm[],
  words: number,
  preTag: string,
  postTag: string,
  ellipsis: string,
): HighlightedValue {
  const tokens = tokenize(text, terms);
  const all = describe(tokens, terms);
  if (tokens.length <= words) return { value: render(text, tokens, preTag, postTag), ...all };
  const firstMatch = Math.max(0, tokens.findIndex((token) => token.terms.length > 0));
  const from = Math.max(0, Math.min(firstMatch - Math.floor(words / 3), tokens.length - words));
  const to = from + words - 1;
  const start = from === 0 ? 0 : tokens[from]!.start;
  const end = to >= tokens.length - 1 ? text.length : tokens[to]!.end;
  const window = tokens.slice(from, to + 1).map((token) => ({ ...token, start: token.start - start, end: token.end - start }));
  const value = render(text.slice(start, end), window, preTag, postTag);
  const { matchLevel, matchedWords } = describe(window, terms);
  return {
    value: `${start > 0 ? escapeHtml(ellipsis) : ""}${value}${end < text.length ? escapeHtml(ellipsis) : ""}`,
    matchLevel,
    matchedWords,
    fullyHighlighted: false,
  };
}

/** Markdown to the plain text a snippet shows: no syntax, links as their text. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, "$1")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
