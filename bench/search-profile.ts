/**
 * `tsx --conditions=react-server bench/search-profile.ts <postgres-url|pglite-dir> [newest|relevance]`:
 * where a search's time goes (settings, term resolution, the statement, commit, highlighting),
 * p50/p95/p99 over the benchmark queries, on a corpus made by bench/search-explain.ts.
 * Set Q="a,b" to print each phase of a few queries instead.
 */
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, type Database } from "@/server/db/open";
import { searchSql } from "@/server/search/postgres-engine";
import { resolveTerms } from "@/server/search/resolve-terms";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { highlightText, snippetMarkdown } from "@/server/search/highlight";
import type { SearchRequest } from "@/server/search/engine";
import { benchmarkQueries } from "./synthetic-search";

const target = process.argv[2]!;
const sort = (process.argv[3] ?? "newest") as SearchRequest["sort"];
const handle = target.startsWith("postgres") ? await openPostgres(target, { migrate: true }) : await openPglite(target, { migrate: true });
const { db } = handle;
const base: SearchRequest = { query: "", sort: "newest", page: 0, hitsPerPage: 20, filters: [], facets: ["tags", "author"], maxValuesPerFacet: 10, highlightPreTag: "<em>", highlightPostTag: "</em>", snippetWords: { body: 20 }, snippetEllipsisText: "…" };
const queries = process.env.Q ? process.env.Q.split(",") : benchmarkQueries(500);
const phases: Record<string, number[]> = { begin: [], resolve: [], statement: [], commit: [], highlight: [], total: [] };
for (const query of queries) {
  const t0 = performance.now();
  let t = t0;
  const mark = (k: string) => { const n = performance.now(); phases[k]!.push(n - t); t = n; };
  const res = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('statement_timeout', '1500', true), set_config('pg_trgm.similarity_threshold', '0.4', true), set_config('enable_seqscan', 'off', true)`);
    mark("begin");
    const resolved = await resolveTerms(tx as unknown as Database, tokenizeQuery(query));
    mark("resolve");
    const r = await tx.execute<{ hits: { title: string; excerpt: string; body: string }[] }>(searchSql({ ...base, query, sort }, resolved.loose, resolved.strict));
    mark("statement");
    return { r, resolved };
  });
  mark("commit");
  for (const hit of res.r.rows[0]!.hits) {
    highlightText(hit.title, res.resolved.terms, "<em>", "</em>");
    highlightText(hit.excerpt, res.resolved.terms, "<em>", "</em>");
    snippetMarkdown(hit.body, res.resolved.terms, 20, "<em>", "</em>", "…");
  }
  mark("highlight");
  phases.total!.push(performance.now() - t0);
  if (process.env.Q) console.log(query, Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, v.at(-1)!.toFixed(1)])));
}
for (const [k, v] of Object.entries(phases)) {
  const s = [...v].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(1);
  console.log(k.padEnd(10), "p50", q(0.5), "p95", q(0.95), "p99", q(0.99), "mean", (v.reduce((a, b) => a + b, 0) / v.length).toFixed(1));
}
await handle.close();
