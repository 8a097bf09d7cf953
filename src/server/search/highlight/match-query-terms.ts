/**
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

/** The match of a word no term matches (shared: most words are such). */
export const noTerms: number[] = [];
// Text repeats its words a lot: remember each distinct word's matches for this set of terms.
const matchCache = new WeakMap<QueryTerm[], Map<string, number[]>>();

export function matchingTerms(terms: QueryTerm[], token: string): number[] {
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

export function firstCharacters(terms: QueryTerm[]): Uint8Array {
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
export function markLength(terms: QueryTerm[], matched: number[], token: string): number {
  let prefixOnly = 0;
  const lower = token.toLowerCase();
  for (const index of matched) {
    const term = terms[index]!;
    if (!term.prefix || !lower.startsWith(term.word) || lower.length === term.word.length) return token.length;
    prefixOnly = Math.max(prefixOnly, term.word.length);
  }
  return prefixOnly || token.length;
}
