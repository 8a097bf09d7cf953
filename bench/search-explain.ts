/**
 * `tsx --conditions=react-server bench/search-explain.ts <count> [postgres-url|pglite-dir]`:
 * keeps a synthetic corpus (made once) and prints EXPLAIN ANALYZE of the search statement
 * for a few typical queries plus engine percentiles — for tuning the engine's SQL.
 */
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "@/server/db/open";
import { searchPostgres } from "@/server/search/postgres-engine";
import { defaultCandidateCap } from "@/server/search/search-settings";
import { searchSql } from "@/server/search/search-statement-sql";
import { dateWindowStarts } from "@/server/search/date-windows";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { resolveTerms } from "@/server/search/resolve-terms";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { benchmarkQueries, generateSyntheticPosts, benchSearchRequest } from "./synthetic-search";

const count = Number(process.argv[2] ?? 10000);
const target = process.argv[3] ?? "/tmp/groundwork-search-explain/pglite";
const handle = target.startsWith("postgres") ? await openPostgres(target, { migrate: true }) : await openPglite(target, { migrate: true });
const { db } = handle;
const existing = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM posts`)).rows[0]!.n;
if (Number(existing) === 0) {
  let t = performance.now();
  await generateSyntheticPosts(db, { count });
  console.log("generated in", Math.round(performance.now() - t), "ms");
  t = performance.now();
  console.log(await rebuildSearchIndex(db), "index built in", Math.round(performance.now() - t), "ms");
}
const show = process.env.EXPLAIN_QUERIES ? process.env.EXPLAIN_QUERIES.split(",") : ["habit", "the focus", "ba", "discipine"];
for (const query of show) {
  for (const sort of ["newest", "relevance"] as const) {
    const request = { ...benchSearchRequest, query, sort };
    const [resolved, windowStarts] = await handle.readWithSettings(
      {},
      async (run) => [await resolveTerms(run, tokenizeQuery(query)), await dateWindowStarts(handle, run, defaultCandidateCap)] as const,
    );
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute<{ "QUERY PLAN": string }>(
        sql`EXPLAIN (ANALYZE, BUFFERS) ${searchSql(request, resolved.loose, resolved.strict, windowStarts)}`,
      );
    });
    console.log(`\n=== ${query} (${sort}) loose=${resolved.loose}`);
    console.log(plan.rows.map((row) => row["QUERY PLAN"]).join("\n"));
  }
}
const queries = benchmarkQueries(Number(process.env.BENCH_QUERIES ?? 500));
for (const sort of ["newest", "relevance"] as const) {
  const times: number[] = [];
  for (const query of queries) times.push((await searchPostgres(handle, { ...benchSearchRequest, query, sort })).processingTimeMS);
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(sort, "p50", q(0.5), "p95", q(0.95), "p99", q(0.99), "max", times.at(-1));
}
await handle.close();
