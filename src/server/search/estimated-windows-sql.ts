import { sql, type SQL } from "drizzle-orm";
import type { WindowLadder } from "./date-windows";
import { restrictedWeights, type SearchRequest } from "./engine";
import { windowQuerySql } from "./index-sql";

/**
 * A candidate stage should hold the cap with this much to spare by the estimate: counts are
 * from the last rebuild, and words that go together (a stem and its prefix expansions) match
 * fewer posts together than the estimate, which takes them as independent.
 */
const estimateMargin = 1.25;

/** The candidate stages' windows picked by the estimate: their CTEs and names. */
export type EstimatedWindows = { ctes: SQL; names: string[] };

/**
 * Whether the lexeme counts can pick the first window: not under filters or restricted
 * attributes, which the counts know nothing of (they would overestimate the matches, and
 * the picked window would too often hold too few).
 */
export function estimable(request: SearchRequest): boolean {
  return request.filters.every((group) => group.length === 0) && !request.filter && restrictedWeights(request) === "";
}

/**
 * What share of the posts the resolved query matches, estimated from search_lexemes (of the
 * `posts` it counted): a word matches a post holding any of its lexemes (stems, expansions,
 * corrections), the words together a post holding every word, each taken as independent. `known` is
 * false when some word has no counted lexeme (new since the last count, or never counted):
 * the search then keeps the fixed windows.
 */
function searchEstimateSql(posts: number): SQL {
  return sql`search_estimate AS MATERIALIZED (
      SELECT exp(sum(ln(greatest(w.fraction, 1e-9)))) AS fraction, bool_and(w.known) AS known
      FROM (
        SELECT bool_or(l.ndoc IS NOT NULL) AS known,
          1 - exp(sum(ln(1 - least(coalesce(l.ndoc, 0)::float8 / ${posts}::float8, 0.999)))) AS fraction
        FROM resolved_words rw
        CROSS JOIN LATERAL unnest(rw.exact || rw.typos) x(lexeme)
        -- A subquery a lexeme, so the plan looks each up by the key (a join hashed the table).
        CROSS JOIN LATERAL (SELECT (SELECT c.ndoc FROM search_lexemes c WHERE c.lexeme = x.lexeme) AS ndoc) l
        GROUP BY rw.ord
      ) w), `;
}

/**
 * The candidate stages' windows when the words' matches can be estimated: the first is the
 * smallest window of the ladder expected to hold the cap (none when even the largest is not:
 * the words are rare, and the stage of every post answers at once); the fixed windows stay
 * for words the counts do not know. Whatever the pick, each stage finds exactly the newest
 * matches when full, so the estimate changes only what is read (newestMatchesSql).
 */
export function estimatedWindowsSql(ladder: WindowLadder, fixedStarts: number[], cap: number): EstimatedWindows {
  const count = Math.max(fixedStarts.length, ladder.sizes.length > 0 ? 1 : 0);
  const names = Array.from({ length: count }, (_, i) => `m_date_window${i + 1}`);
  const picked = sql`(SELECT to_timestamp(u.start) FROM unnest(${sql.param(ladder.sizes)}::int[], ${sql.param(ladder.starts)}::float8[]) u(size, start)
      WHERE u.size * (SELECT fraction FROM search_estimate) >= ${cap * estimateMargin}::float8 ORDER BY u.size LIMIT 1)`;
  const ctes = names.map((name, i) => {
    const fixed = i < fixedStarts.length ? sql`to_timestamp(${fixedStarts[i]}::float8)` : sql`NULL::timestamptz`;
    const estimated = i === 0 ? picked : sql`NULL::timestamptz`;
    const start = sql`CASE WHEN (SELECT known FROM search_estimate) THEN ${estimated} ELSE ${fixed} END`;
    return sql`${sql.raw(name)} AS MATERIALIZED (SELECT ${windowQuerySql(start)} AS query), `;
  });
  return { ctes: sql`${searchEstimateSql(ladder.posts)}${sql.join(ctes)}`, names };
}
