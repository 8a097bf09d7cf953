/**
 * `tsx --conditions=react-server bench/search-statement-costs.ts <postgres-url|pglite-dir> [queries]`,
 * on a corpus made by bench/search-explain.ts: where a search statement's database time goes.
 * For each benchmark query and both sorts, EXPLAIN (ANALYZE, BUFFERS, SUMMARY) of the search
 * statement as searchPostgres sends it (resolvingSearchSql, under searchSettings), and of the
 * window-start lookup: planning vs execution, and the execution time of each CTE (the date-window
 * stages, the page's hits, the facets, the term resolution). Prints medians and p95 per part.
 */
import { sql, type SQL } from "drizzle-orm";
import { openPglite, openPostgres } from "@/server/db/open";
import { resolvingSearchSql } from "@/server/search/resolving-search-sql";
import { defaultCandidateCap, searchSettings } from "@/server/search/search-settings";
import { dateWindowStarts } from "@/server/search/date-windows";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { benchmarkQueries, benchSearchRequest } from "./synthetic-search";

const target = process.argv[2]!;
const count = Number(process.argv[3] ?? 200);
const handle = target.startsWith("postgres") ? await openPostgres(target) : await openPglite(target);

type PlanNode = { "Node Type": string; "Subplan Name"?: string; "Actual Total Time"?: number; "Actual Loops"?: number; Plans?: PlanNode[] };
type Explained = { Plan: PlanNode; "Planning Time": number; "Execution Time": number };

/** Each CTE's (and InitPlan's) inclusive time, by name, summed over the plan. */
function cteTimes(node: PlanNode, into = new Map<string, number>()): Map<string, number> {
  const name = node["Subplan Name"];
  if (name) {
    const key = name.replace(/^CTE /, "").replace(/ \(returns.*$/, "");
    into.set(key, (into.get(key) ?? 0) + (node["Actual Total Time"] ?? 0) * (node["Actual Loops"] ?? 1));
  }
  for (const child of node.Plans ?? []) cteTimes(child, into);
  return into;
}

const explain = (statement: SQL) =>
  handle.readWithSettings(searchSettings, async (run) => {
    const [row] = await run<{ "QUERY PLAN": unknown }>(sql`EXPLAIN (ANALYZE, BUFFERS, SUMMARY, FORMAT JSON) ${statement}`);
    const plan = row!["QUERY PLAN"];
    return (typeof plan === "string" ? JSON.parse(plan) : plan)[0] as Explained;
  });

const samples = new Map<string, number[]>();
const add = (key: string, value: number) => samples.set(key, [...(samples.get(key) ?? []), value]);
const windowStarts = await handle.readWithSettings(searchSettings, (run) => dateWindowStarts(handle, run, defaultCandidateCap));
const queries = benchmarkQueries(count);
for (let round = 0; round < 2; round++) {
  for (const query of queries) {
    for (const sort of ["newest", "relevance"] as const) {
      const request = { ...benchSearchRequest, query, sort };
      const words = tokenizeQuery(query);
      if (words.words.length === 0) continue;
      const explained = await explain(resolvingSearchSql(request, words, windowStarts));
      if (round === 0) continue; // the first round warms caches
      add(`${sort} planning`, explained["Planning Time"]);
      add(`${sort} execution`, explained["Execution Time"]);
      for (const [name, ms] of cteTimes(explained.Plan)) add(`${sort} ${name}`, ms);
    }
  }
}
const windowStart = await explain(sql`
    SELECT extract(epoch FROM (
      SELECT published_at FROM post_search WHERE published_at <= now()
      ORDER BY published_at DESC NULLS LAST OFFSET ${defaultCandidateCap * 2 - 1} LIMIT 1))::float8 AS start`);
console.log(
  `window start lookup (once a minute a process): planning ${windowStart["Planning Time"].toFixed(2)} ms, execution ${windowStart["Execution Time"].toFixed(2)} ms`,
);

const quantile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
console.log(`${handle.driver}, ${queries.length} queries × 2 sorts; ms (inclusive: a CTE's time includes what it reads from earlier CTEs)`);
console.log("part".padEnd(36), "n".padStart(5), "mean".padStart(8), "p50".padStart(8), "p95".padStart(8));
for (const [key, values] of [...samples].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    key.padEnd(36),
    String(values.length).padStart(5),
    mean(values).toFixed(3).padStart(8),
    quantile(values, 0.5).toFixed(3).padStart(8),
    quantile(values, 0.95).toFixed(3).padStart(8),
  );
}
await handle.close();
