import { sql, type SQL } from "drizzle-orm";
import type { WindowLadder } from "./date-windows";
import { restrictedWeights, type SearchRequest } from "./engine";
import { estimable, estimatedWindowsSql } from "./estimated-windows-sql";
import { resolvedQuerySql, typedWordPlaceholders } from "./resolve-terms";
import { matchSearchSql } from "./search-statement-sql";
import { defaultCandidateCap } from "./search-settings";

/**
 * The search statement with the term resolution folded in (resolvedQuerySql): one round trip.
 * It also returns `terms` (for the highlighter) and `no_words` (only stop words were typed:
 * the caller runs the every-post statement instead, as resolveTerms' null `loose` does).
 * `words`: the typed words, or typedWordPlaceholders (see resolvingSearchStatement).
 */
export function resolvingSearchSql(
  request: SearchRequest,
  words: Parameters<typeof resolvedQuerySql>[0],
  windowStarts: number[],
  cap = defaultCandidateCap,
  ladder?: WindowLadder,
): SQL {
  const resolution = resolvedQuerySql(words, { typos: request.typoTolerance !== false, weights: restrictedWeights(request) });
  const estimated = ladder && estimable(request) ? estimatedWindowsSql(ladder, windowStarts, cap) : undefined;
  return matchSearchSql(
    request,
    {
      ctes: sql`${resolution}, `,
      loose: sql`(SELECT loose FROM resolved_query)`,
      strict: sql`(SELECT strict FROM resolved_query)`,
      hasTypos: sql`(SELECT has_typos FROM resolved_query)`,
      relevance: request.sort === "relevance",
    },
    windowStarts,
    cap,
    sql`, (SELECT terms FROM resolved_query) AS terms, (SELECT loose IS NULL FROM resolved_query) AS no_words`,
    sql`, CASE WHEN first THEN a.terms END AS terms, a.no_words`,
    estimated,
  );
}

/** Search statements built once, by everything but the typed words (see resolvingSearchStatement). */
const builtSearchStatements = new Map<string, SQL>();
const maxBuiltSearchStatements = 64;

/**
 * resolvingSearchSql built once for everything in it but the typed words, which fill its
 * placeholders at each run (typedWordValues): turning the large statement into text and
 * naming it on every search was a noticeable share of this process's CPU (docs/capacity.md,
 * "Search statement built once"). As a reader types, only the words change; the windows
 * change at most once a minute, and the oldest statement goes first.
 */
export function resolvingSearchStatement(request: SearchRequest, windowStarts: number[], cap: number, ladder?: WindowLadder): SQL {
  // The typed words, phrases and exclusions are placeholders: the same statement serves any query.
  const key = JSON.stringify([{ ...request, query: "", advancedSyntax: null }, windowStarts, cap, ladder ?? null]);
  let statement = builtSearchStatements.get(key);
  if (!statement) {
    statement = resolvingSearchSql(request, typedWordPlaceholders, windowStarts, cap, ladder);
    if (builtSearchStatements.size >= maxBuiltSearchStatements) builtSearchStatements.delete(builtSearchStatements.keys().next().value!);
    builtSearchStatements.set(key, statement);
  }
  return statement;
}
