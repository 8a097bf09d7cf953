import { sql, type SQL } from "drizzle-orm";
import { windowQuerySql } from "./index-sql";

/**
 * The newest `cap` posts whose `vector` matches `query`, in stages. A common word matches
 * most posts, and fetching every match to keep the newest would cost as much as the corpus is
 * large; so each of the first stages ANDs the query with a date window of the newest posts
 * (see dateWindowStarts), where the GIN index finds them without touching older ones, and
 * runs only when the narrower windows held fewer than `cap` matches. The last stage searches
 * every post, once the words are known to be rare enough for the index to be cheap. Each
 * stage gives exactly the newest matches when it holds `cap` of them, so the result is the
 * first full stage, or the last. Each stage is a materialized CTE, so the planner takes the
 * GIN bitmap path rather than walking the date index and testing each row's vector.
 */
export function newestMatchesSql(
  cap: number,
  name: string,
  vector: "doc" | "head",
  query: SQL,
  windowCtes: string[],
  columns: SQL,
  filters: SQL,
): SQL {
  const windows = windowCtes.length;
  // `+ interval '0 seconds'`: an expression the date index cannot serve, so the planner never
  // walks that index testing each row's vector (reading it whole), and takes the GIN bitmap.
  const stage = (match: SQL, gate: SQL) => sql`
      SELECT ${columns} FROM post_search ps
      WHERE ${gate} (ps.published_at + interval '0 seconds') <= now() AND ps.${sql.raw(vector)} @@ ${match} ${filters}
      ORDER BY (ps.published_at + interval '0 seconds') DESC
      LIMIT ${cap}`;
  const stages = [...Array.from({ length: windows }, (_, i) => `${name}_window${i + 1}`), `${name}_all`].map((stageName) =>
    sql.raw(stageName),
  );
  // Whether a window stage is full, counted once (each later stage and the pick ask).
  const fullName = (i: number) => sql.raw(`${name}_window${i + 1}_full`);
  const full = (i: number) => sql`(SELECT is_full FROM ${fullName(i)})`;
  const ctes = stages.map((stageName, i) => {
    const match = i < windows ? sql`(${query} && (SELECT query FROM ${sql.raw(windowCtes[i]!)}))` : query;
    const gate = sql.join(stages.slice(0, i).map((_, earlier) => sql`NOT ${full(earlier)} AND `));
    const counted = i < windows ? sql`, ${fullName(i)} AS MATERIALIZED (SELECT count(*) >= ${cap} AS is_full FROM ${stageName})` : sql``;
    return sql`${stageName} AS MATERIALIZED (${stage(match, gate)})${counted}`;
  });
  const picks = stages.map((stageName, i) =>
    i < windows ? sql`SELECT * FROM ${stageName} WHERE ${full(i)}` : sql`SELECT * FROM ${stageName}`,
  );
  // The pick is not copied again: the count, the facets and the page each read the stage's own
  // rows (materialized, a CTE referenced more than once is copied into a store of its own:
  // docs/capacity.md, "Candidate stages read in place").
  return sql`${sql.join(ctes, sql`, `)}, ${sql.raw(name)} AS NOT MATERIALIZED (${sql.join(picks, sql` UNION ALL `)})`;
}

/** The date windows from their starts (epoch seconds), as date_window1, date_window2, … */
export function dateWindowsSql(starts: number[]): SQL {
  return sql.join(
    starts.map(
      (start, i) =>
        sql`${sql.raw(`date_window${i + 1}`)} AS MATERIALIZED (SELECT ${windowQuerySql(sql`to_timestamp(${start}::float8)`)} AS query), `,
    ),
  );
}

/** The names dateWindowsSql gives `count` windows. */
export const fixedWindowNames = (count: number) => Array.from({ length: count }, (_, i) => `date_window${i + 1}`);
