import type { HighlightedValue, MatchLevel } from "../engine";
import type { QueryTerm } from "./match-query-terms";
import { tokenize, type Token } from "./tokenize-text";

/*
 * Our own highlighter over stored text, cheaper than ts_headline and only over the returned
 * page (CONTEXT.md, "Highlighter"). Like Algolia, it returns the stored text with only the
 * highlight tags added — never HTML-escaped: the client escapes it (InstantSearch's escapeHTML,
 * on by default, or React text nodes).
 */

/** `text` from `from` to `to` with each matching token's mark wrapped in the tags. */
export function renderHighlights(text: string, tokens: Token[], preTag: string, postTag: string, from = 0, to = text.length): string {
  let out = "";
  let cursor = from;
  for (const token of tokens) {
    if (token.terms.length === 0) continue;
    const markEnd = token.start + token.mark;
    out += text.slice(cursor, token.start) + preTag + text.slice(token.start, markEnd) + postTag;
    cursor = markEnd;
  }
  return out + text.slice(cursor, to);
}

export function describeMatches(tokens: Token[], terms: QueryTerm[]): Omit<HighlightedValue, "value"> {
  const matched = new Set<number>();
  for (const token of tokens) for (const index of token.terms) matched.add(index);
  const matchLevel: MatchLevel = matched.size === 0 ? "none" : matched.size === terms.length ? "full" : "partial";
  return {
    matchLevel,
    matchedWords: [...matched].sort((a, b) => a - b).map((index) => terms[index]!.word),
    fullyHighlighted: tokens.length > 0 && tokens.every((token) => token.terms.length > 0 && token.mark === token.end - token.start),
  };
}

export function highlightText(text: string, terms: QueryTerm[], preTag: string, postTag: string): HighlightedValue {
  const tokens = tokenize(text, terms);
  return { value: renderHighlights(text, tokens, preTag, postTag), ...describeMatches(tokens, terms) };
}
