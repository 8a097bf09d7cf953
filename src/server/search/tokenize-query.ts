/** The most words of a query the engine looks at, and the longest word; more is ignored. */
export const maxQueryWords = 10;
export const maxWordLength = 48;

export type QueryWords = { words: string[]; lastIsPrefix: boolean };

/**
 * Splits a typed query into lowercase words of letters and digits only. Everything else —
 * quotes, `%`, `\`, `:*`, `&`, `|`, `!`, NUL — is a separator, so no query character ever
 * reaches tsquery syntax. The last word is a prefix unless the query ends with a space
 * (Algolia's default `prefixLast`).
 */
export function tokenizeQuery(query: string): QueryWords {
  const normalized = query.normalize("NFKC").toLowerCase();
  const words = normalized
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, maxQueryWords)
    .map((word) => word.slice(0, maxWordLength));
  const lastIsPrefix = words.length > 0 && !/\s$/u.test(normalized);
  return { words, lastIsPrefix };
}
