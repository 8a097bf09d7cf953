import type { HighlightedValue } from "../engine";
import { describeMatches, renderHighlights } from "./highlight-text";
import { matchingTerms, type QueryTerm } from "./match-query-terms";
import { tokenize, wordCharacterBefore, type TokenizeStop } from "./tokenize-text";

// Where one of the roots starts: a match may begin there if no letter or digit comes before
// it (termMatches decides).
const rootPatterns = new WeakMap<QueryTerm[], RegExp>();

function rootPattern(terms: QueryTerm[]): RegExp {
  let pattern = rootPatterns.get(terms);
  if (!pattern) {
    const starts = new Set<string>();
    for (const term of terms) {
      for (const root of term.roots) {
        if (root.length === 0) continue;
        starts.add(root);
        if (root.endsWith("i")) starts.add(`${root.slice(0, -1)}y`);
      }
    }
    const alternatives = [...starts].map((start) => start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
    // No lookbehind for the word's start (firstMatchOffset checks it): V8 compiles a pattern
    // with `(?<![\\p{L}\\p{N}])` an order of magnitude slower, and each search has a pattern of
    // its own (docs/capacity.md, "Highlighter pattern").
    pattern = new RegExp(`(?:${alternatives})`, "giu");
    rootPatterns.set(terms, pattern);
  }
  return pattern;
}

/**
 * Where the first matching word starts. The engine's regular expression finds the words that
 * start with a root, so a long text is scanned natively rather than word by word.
 */
function firstMatchOffset(text: string, terms: QueryTerm[]): number {
  if (terms.length === 0 || terms.every((term) => term.roots.every((root) => root.length === 0))) return 0;
  const candidates = rootPattern(terms);
  const word = /[\p{L}\p{N}]+/uy;
  candidates.lastIndex = 0;
  for (let found = candidates.exec(text); found; found = candidates.exec(text)) {
    if (wordCharacterBefore(text, found.index)) {
      // On by one code point: a root may start with one outside the BMP (two code units).
      candidates.lastIndex = found.index + (found[0].codePointAt(0)! > 0xffff ? 2 : 1);
      continue;
    }
    word.lastIndex = found.index;
    const token = word.exec(text)![0];
    if (matchingTerms(terms, token).length > 0) return found.index;
    candidates.lastIndex = found.index + token.length;
  }
  return 0;
}

/**
 * A window of `words` words around the first match (or the start), with the ellipsis where
 * text was cut — Algolia's attributesToSnippet. Only the region around the match is
 * tokenized, so a long body costs little.
 */
export function snippetText(
  text: string,
  terms: QueryTerm[],
  words: number,
  preTag: string,
  postTag: string,
  ellipsis: string,
  /** `text` is itself cut from a longer one: text precedes it (before) or follows it (after). */
  cut = { before: false, after: false },
): HighlightedValue {
  const offset = firstMatchOffset(text, terms);
  const regionStart = Math.max(0, offset - words * 12);
  const regionEnd = Math.min(text.length, offset + words * 24);
  // The window never reaches past `words` + 1 tokens after the first match: with more than
  // that read, the rest of the region cannot change it (nor is the region's last word, dropped
  // below when cut, among them).
  const stop: TokenizeStop = { skip: regionStart > 0 ? 1 : 0, after: words + 2, stopped: false };
  let tokens = tokenize(text, terms, regionStart, regionEnd, words > 0 ? stop : undefined);
  // A cut may fall inside a word: drop the partial words at the region's edges.
  if (regionStart > 0) tokens = tokens.slice(1);
  if (regionEnd < text.length && !stop.stopped) tokens = tokens.slice(0, -1);
  const firstMatch = Math.max(
    0,
    tokens.findIndex((token) => token.terms.length > 0),
  );
  const from = Math.max(0, Math.min(firstMatch - Math.floor(words / 3), tokens.length - words));
  const to = Math.min(tokens.length - 1, from + words - 1);
  const start = from === 0 && regionStart === 0 ? 0 : (tokens[from]?.start ?? 0);
  const end = to >= tokens.length - 1 && regionEnd === text.length ? text.length : (tokens[to]?.end ?? text.length);
  const window = tokens.slice(from, to + 1);
  const value = renderHighlights(text, window, preTag, postTag, start, end);
  const { matchLevel, matchedWords } = describeMatches(window, terms);
  const cutBefore = start > 0 || cut.before;
  const cutAfter = end < text.length || cut.after;
  const whole = !cutBefore && !cutAfter;
  return {
    value: `${cutBefore ? ellipsis : ""}${value}${cutAfter ? ellipsis : ""}`,
    matchLevel,
    matchedWords,
    fullyHighlighted:
      whole && window.length > 0 && window.every((token) => token.terms.length > 0 && token.mark === token.end - token.start),
  };
}
