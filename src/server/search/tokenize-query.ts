/** The most words of a query the engine looks at, and the longest word; more is ignored. */
export const maxQueryWords = 10;
export const maxWordLength = 48;

/**
 * A typed query as the engine reads it: plain `words` (the last one a prefix when
 * `lastIsPrefix`), and with Algolia's advancedSyntax, `phrases` that must appear as written
 * (words joined by one space) and `excluded` words or hyphenated runs no match may hold.
 */
export type QueryWords = { words: string[]; lastIsPrefix: boolean; phrases?: string[]; excluded?: string[] };

/** Algolia's advancedSyntaxFeatures: which of the syntax is on (both, by default). */
export type AdvancedSyntax = { exactPhrase: boolean; excludeWords: boolean };

const wordsOf = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, maxWordLength));

/**
 * Splits a typed query into lowercase words of letters and digits only. Everything else —
 * quotes, `%`, `\`, `:*`, `&`, `|`, `!`, NUL — is a separator, so no query character ever
 * reaches tsquery syntax. The last word is a prefix unless the query ends with a space
 * (Algolia's default `prefixLast`).
 */
export function tokenizeQuery(query: string, syntax?: AdvancedSyntax | null): QueryWords {
  const normalized = query.normalize("NFKC").toLowerCase();
  if (syntax && (syntax.exactPhrase || syntax.excludeWords)) return tokenizeAdvanced(normalized, syntax);
  const words = wordsOf(normalized).slice(0, maxQueryWords);
  const lastIsPrefix = words.length > 0 && !/\s$/u.test(normalized);
  return { words, lastIsPrefix };
}

/**
 * Algolia's advanced syntax: `"a phrase"` matches those words next to each other, in order,
 * with no prefix or typo; `-word` (a minus at the start of a word) excludes posts holding it,
 * and a minus inside a word or inside quotes is a separator as before. A quote left open is
 * ignored, so the words after it search as typed until it is closed. Each phrase or excluded
 * run counts its words towards maxQueryWords.
 */
function tokenizeAdvanced(normalized: string, syntax: AdvancedSyntax): QueryWords {
  const words: string[] = [];
  const phrases: string[] = [];
  const excluded: string[] = [];
  let budget = maxQueryWords;
  let lastIsPrefix = false;
  const take = (found: string[]) => {
    const kept = found.slice(0, budget);
    budget -= kept.length;
    return kept;
  };
  // A closed quote, or a run of anything but spaces and quotes (an open quote drops out as a separator).
  const tokens = syntax.exactPhrase ? /"([^"]*)"|[^\s"]+/gu : /[^\s]+/gu;
  for (const match of normalized.matchAll(tokens)) {
    lastIsPrefix = false;
    if (match[1] !== undefined) {
      const phrase = take(wordsOf(match[1]));
      if (phrase.length > 0) phrases.push(phrase.join(" "));
      continue;
    }
    const token = match[0];
    if (syntax.excludeWords && token.startsWith("-") && token.length > 1) {
      const run = take(wordsOf(token));
      if (run.length > 0) excluded.push(run.join(" "));
      continue;
    }
    const plain = take(wordsOf(token));
    words.push(...plain);
    // The word being typed: the query's last token, with nothing typed after it.
    lastIsPrefix = plain.length > 0 && match.index + token.length === normalized.length;
  }
  return { words, lastIsPrefix, phrases, excluded };
}

/** Whether the query uses any of the advanced syntax (a phrase or an excluded word). */
export function hasAdvancedSyntax(query: QueryWords): boolean {
  return (query.phrases?.length ?? 0) > 0 || (query.excluded?.length ?? 0) > 0;
}
