import { firstCharacters, markLength, matchingTerms, noTerms, type QueryTerm } from "./match-query-terms";

/** `mark`: how many characters from `start` are highlighted (the typed prefix, or the whole word). */
export type Token = { start: number; end: number; terms: number[]; mark: number };

const wordCharacter = /^[\p{L}\p{N}]$/u;

/** The length (1 or 2) of the letter or digit at `index` (a code point, not past `end`), or 0: what `[\p{L}\p{N}]` matches. */
function wordCharacterAt(text: string, index: number, end: number): number {
  const code = text.charCodeAt(index);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) ? 1 : 0;
  const isPair = code >= 0xd800 && code <= 0xdbff && index + 1 < end && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
  return wordCharacter.test(text.slice(index, index + (isPair ? 2 : 1))) ? (isPair ? 2 : 1) : 0;
}

/** Whether a letter or digit (a code point, as `[\p{L}\p{N}]` matches) ends just before `index`. */
export function wordCharacterBefore(text: string, index: number): boolean {
  if (index === 0) return false;
  const isPair = index > 1 && (text.charCodeAt(index - 1) & 0xfc00) === 0xdc00 && (text.charCodeAt(index - 2) & 0xfc00) === 0xd800;
  return wordCharacterAt(text, index - (isPair ? 2 : 1), index) > 0;
}

/**
 * Stop tokenizing once the first matching token at or past index `skip` has `after` tokens
 * after it (`stopped` then says the range was not read to its end).
 */
export type TokenizeStop = { skip: number; after: number; stopped: boolean };

/**
 * The words of `text` between `from` and `to` (offsets in `text`), as `[\p{L}\p{N}]+` finds them
 * in that slice — a scan rather than a regular expression's match objects: every hit's text
 * passes through here, so it is the highlighter's hot loop.
 */
export function tokenize(text: string, terms: QueryTerm[], from = 0, to = text.length, stop?: TokenizeStop): Token[] {
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
