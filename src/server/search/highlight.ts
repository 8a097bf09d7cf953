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

// The lowercase ASCII characters a matching word may start with (a root's first), by code.
const firstCharacterTables = new WeakMap<QueryTerm[], Uint8Array>();

function firstCharacters(terms: QueryTerm[]): Uint8Array {
  let table = firstCharacterTables.get(terms);
  if (!table) {
    table = new Uint8Array(128);
    for (const term of terms) {
      for (const root of term.roots) {
        if (root.length === 0) continue;
        const first = root.charCodeAt(0);
        if (first < 128) table[first] = 1;
        if (root === "i") table["y".charCodeAt(0)] = 1;
      }
    }
    firstCharacterTables.set(terms, table);
  }
  return table;
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

const wordCharacter = /^[\p{L}\p{N}]$/u;

/** The length (1 or 2) of the letter or digit at `index` (a code point, not past `end`), or 0: what `[\p{L}\p{N}]` matches. */
function wordCharacterAt(text: string, index: number, end: number): number {
  const code = text.charCodeAt(index);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) ? 1 : 0;
  const isPair = code >= 0xd800 && code <= 0xdbff && index + 1 < end && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
  return wordCharacter.test(text.slice(index, index + (isPair ? 2 : 1))) ? (isPair ? 2 : 1) : 0;
}

/**
 * The words of `text` between `from` and `to` (offsets in `text`), as `[\p{L}\p{N}]+` finds them
 * in that slice — a scan rather than a regular expression's match objects: every hit's text
 * passes through here, so it is the highlighter's hot loop.
 */
function tokenize(text: string, terms: QueryTerm[], from = 0, to = text.length, stop?: TokenizeStop): Token[] {
  const tokens: Token[] = [];
  const firsts = terms.length === 0 ? null : firstCharacters(terms);
  let index = from;
  let firstMatch = -1;
  while (index < to) {
    if (stop && firstMatch >= 0 && tokens.length - 1 - firstMatch >= stop.after) {
      stop.stopped = true;
      break;
    }
    const size = wordCharacterAt(text, index, to);
    if (size === 0) {
      index++;
      continue;
    }
    const start = index;
    index += size;
    for (let next = wordCharacterAt(text, index, to); index < to && next > 0; next = wordCharacterAt(text, index, to)) index += next;
    // Most words cannot match: an ASCII first letter no root starts with settles it (lowercased: | 0x20).
    const first = text.charCodeAt(start);
    if (firsts === null || (first < 128 && firsts[first | 0x20] === 0)) {
      tokens.push({ start, end: index, terms: noTerms, mark: 0 });
      continue;
    }
    const word = text.slice(start, index);
    const matched = matchingTerms(terms, word);
    tokens.push({ start, end: index, terms: matched, mark: matched.length === 0 ? 0 : markLength(terms, matched, word) });
    if (stop && firstMatch < 0 && matched.length > 0 && tokens.length - 1 >= stop.skip) firstMatch = tokens.length - 1;
  }
  return tokens;
}

/**
 * Stop tokenizing once the first matching token at or past index `skip` has `after` tokens
 * after it (`stopped` then says the range was not read to its end).
 */
type TokenizeStop = { skip: number; after: number; stopped: boolean };

/** `text` from `from` to `to` with each matching token's mark wrapped in the tags. */
function render(text: string, tokens: Token[], preTag: string, postTag: string, from = 0, to = text.length): string {
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
    // No lookbehind for the word's start (firstMatchOffset checks it): compiling
    // `(?<![\\p{L}\\p{N}])` took V8 about 0.27 ms, and each search has a pattern of its own.
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

/** Whether a letter or digit (a code point, as `[\p{L}\p{N}]` matches) ends just before `index`. */
function wordCharacterBefore(text: string, index: number): boolean {
  if (index === 0) return false;
  const isPair = index > 1 && (text.charCodeAt(index - 1) & 0xfc00) === 0xdc00 && (text.charCodeAt(index - 2) & 0xfc00) === 0xd800;
  return wordCharacterAt(text, index - (isPair ? 2 : 1), index) > 0;
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
  const value = render(text, window, preTag, postTag, start, end);
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

/**
 * What `\s+` → " " changes: a run of two or more, or one whitespace that is not a space. The
 * same result as replacing every run, without a replacement at each of the text's spaces
 * (this pass was most of a snippet's cost).
 */
const collapsibleWhitespace = /\s{2,}|[^\S ]/g;

/** Markdown to the plain text a snippet shows: no syntax, links as their text. */
export function markdownToPlainText(markdown: string): string {
  // Each of these patterns needs its marker (a fence, "](", "#"): prose without them skips those passes.
  let text = markdown;
  if (text.includes("```")) text = text.replace(/```[^\n]*\n([\s\S]*?)```/g, "$1");
  if (text.includes("](")) text = text.replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
  // A heading runs into the paragraph after it once lines are joined: end it as a sentence.
  if (text.includes("#")) {
    text = text.replace(/^\s{0,3}#{1,6}\s+(.*?)[\s#]*$/gm, (_, heading: string) =>
      /[.!?:…]$/.test(heading) || heading === "" ? heading : `${heading}.`,
    );
  }
  return text
    .replace(/^\s{0,3}(>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(collapsibleWhitespace, " ")
    .trim();
}
