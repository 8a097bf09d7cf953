import type { HighlightedValue, MatchLevel } from "./engine";

/**
 * Our own highlighter over stored text: cheaper than ts_headline (SEARCH-NOTES). Like Algolia,
 * it returns the stored text with only the highlight tags added — never HTML-escaped: the
 * client escapes it (InstantSearch's escapeHTML, on by default, or React text nodes).
 *
 * A query word matches a text word when the text word starts with one of the word's roots
 * (its stems, its prefix expansion, its typo corrections) and adds at most a short ending —
 * the same words the stemmed search matched, closely enough for display. The word being typed
 * highlights only the typed prefix (`<em>Habi</em>t`), as Algolia does.
 */
export type QueryTerm = { word: string; roots: string[]; prefix: boolean };

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

/** `mark`: how many characters from `start` are highlighted (the typed prefix, or the whole word). */
type Token = { start: number; end: number; terms: number[]; mark: number };

const noTerms: number[] = [];
// Text repeats its words a lot: remember each distinct word's matches for this set of terms.
const matchCache = new WeakMap<QueryTerm[], Map<string, number[]>>();

function matchingTerms(terms: QueryTerm[], token: string): number[] {
  let cache = matchCache.get(terms);
  if (!cache) matchCache.set(terms, (cache = new Map<string, number[]>()));
  let matched = cache.get(token);
  if (matched === undefined) {
    matched = [];
    for (let index = 0; index < terms.length; index++) if (termMatches(terms[index]!, token)) matched.push(index);
    if (matched.length === 0) matched = noTerms;
    cache.set(token, matched);
  }
  return matched;
}

/** A word any whole-word match highlights whole; a word only the typed prefix matched, up to the prefix. */
function markLength(terms: QueryTerm[], matched: number[], token: string): number {
  let prefixOnly = 0;
  const lower = token.toLowerCase();
  for (const index of matched) {
    const term = terms[index]!;
    if (!term.prefix || !lower.startsWith(term.word) || lower.length === term.word.length) return token.length;
    prefixOnly = Math.max(prefixOnly, term.word.length);
  }
  return prefixOnly || token.length;
}

function tokenize(text: string, terms: QueryTerm[]): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const matched = terms.length === 0 ? noTerms : matchingTerms(terms, match[0]);
    tokens.push({
      start: match.index,
      end: match.index + match[0].length,
      terms: matched,
      mark: matched.length === 0 ? 0 : markLength(terms, matched, match[0]),
    });
  }
  return tokens;
}

function render(text: string, tokens: Token[], preTag: string, postTag: string): string {
  let out = "";
  let cursor = 0;
  for (const token of tokens) {
    if (token.terms.length === 0) continue;
    const markEnd = token.start + token.mark;
    out += text.slice(cursor, token.start) + preTag + text.slice(token.start, markEnd) + postTag;
    cursor = markEnd;
  }
  return out + text.slice(cursor);
}

function describe(tokens: Token[], terms: QueryTerm[]): Omit<HighlightedValue, "value"> {
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
  return { value: render(text, tokens, preTag, postTag), ...describe(tokens, terms) };
}

// A word that starts with one of the roots: where a match may begin (termMatches decides).
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
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})`, "giu");
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
  let tokens = tokenize(text.slice(regionStart, regionEnd), terms).map((token) => ({
    ...token,
    start: token.start + regionStart,
    end: token.end + regionStart,
  }));
  // A cut may fall inside a word: drop the partial words at the region's edges.
  if (regionStart > 0) tokens = tokens.slice(1);
  if (regionEnd < text.length) tokens = tokens.slice(0, -1);
  const firstMatch = Math.max(
    0,
    tokens.findIndex((token) => token.terms.length > 0),
  );
  const from = Math.max(0, Math.min(firstMatch - Math.floor(words / 3), tokens.length - words));
  const to = Math.min(tokens.length - 1, from + words - 1);
  const start = from === 0 && regionStart === 0 ? 0 : (tokens[from]?.start ?? 0);
  const end = to >= tokens.length - 1 && regionEnd === text.length ? text.length : (tokens[to]?.end ?? text.length);
  const window = tokens.slice(from, to + 1).map((token) => ({ ...token, start: token.start - start, end: token.end - start }));
  const value = render(text.slice(start, end), window, preTag, postTag);
  const { matchLevel, matchedWords } = describe(window, terms);
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

/**
 * snippetText over Markdown, turning only the lines around the first match into plain text:
 * a long body costs about as much as a short one. Whole lines, so line syntax (headings,
 * lists, quotes) still converts; a line too long to take whole is cut at a space.
 */
export function snippetMarkdown(
  markdown: string,
  terms: QueryTerm[],
  words: number,
  preTag: string,
  postTag: string,
  ellipsis: string,
): HighlightedValue {
  const offset = firstMatchOffset(markdown, terms);
  const reach = words * 24;
  let from = offset <= reach ? 0 : markdown.lastIndexOf("\n", offset - reach) + 1;
  if (offset - from > 4 * reach) from = markdown.lastIndexOf(" ", offset - reach) + 1;
  let to = markdown.indexOf("\n", Math.min(markdown.length, offset + reach));
  if (to === -1) to = markdown.length;
  if (to - offset > 4 * reach) to = Math.max(offset + reach, markdown.indexOf(" ", offset + reach));
  const region = markdownToPlainText(markdown.slice(from, to));
  return snippetText(region, terms, words, preTag, postTag, ellipsis, { before: from > 0, after: to < markdown.length });
}

/** Markdown to the plain text a snippet shows: no syntax, links as their text. */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      .replace(/```[^\n]*\n([\s\S]*?)```/g, "$1")
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      // A heading runs into the paragraph after it once lines are joined: end it as a sentence.
      .replace(/^\s{0,3}#{1,6}\s+(.*?)[\s#]*$/gm, (_, text: string) => (/[.!?:…]$/.test(text) || text === "" ? text : `${text}.`))
      .replace(/^\s{0,3}(>|[-*+]|\d+\.)\s+/gm, "")
      .replace(/[*_`~]+/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}
