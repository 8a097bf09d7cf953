/**
 * `tsx --conditions=react-server bench/search-profile.ts <postgres-url|pglite-dir> [newest|relevance]`:
 * where a search's time goes (term resolution, the statement, highlighting), p50/p95/p99 over
 * the benchmark queries, on a corpus made by bench/search-explain.ts. Runs the statements as
 * the engine does (`readWithSettings`). Set Q="a,b" to print each phase of a few queries
 * instead; SLOWEST=n prints the n queries whose statement took longest.
 */
import { openPglite, openPostgres } from "@/server/db/open";
import { defaultCandidateCap, searchSettings } from "@/server/search/search-settings";
import { searchSql } from "@/server/search/search-statement-sql";
import { dateWindowStarts } from "@/server/search/date-windows";
import { resolveTerms } from "@/server/search/resolve-terms";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { highlightText } from "@/server/search/highlight/highlight-text";
import { snippetText } from "@/server/search/highlight/snippet-text";
import type { SearchRequest } from "@/server/search/engine";
import { benchmarkQueries, benchSearchRequest } from "./synthetic-search";

const target = process.argv[2]!;
const sort = (process.argv[3] ?? "newest") as SearchRequest["sort"];
const handle = target.startsWith("postgres") ? await openPostgres(target, { migrate: true }) : await openPglite(target, { migrate: true });
const queries = process.env.Q ? process.env.Q.split(",") : benchmarkQueries(500);
const phases: Record<string, number[]> = { resolve: [], statement: [], highlight: [], total: [] };
const statements: { ms: number; query: string; nbHits: number }[] = [];
for (const query of queries) {
  const t0 = performance.now();
  let t = t0;
  const mark = (k: string) => {
    const n = performance.now();
    phases[k]!.push(n - t);
    t = n;
  };
  const { row, resolved } = await handle.readWithSettings(searchSettings, async (run) => {
    const resolved = await resolveTerms(run, tokenizeQuery(query));
    mark("resolve");
    const windowStarts = await dateWindowStarts(handle, run, defaultCandidateCap);
    const [row] = await run<{ nb: number; hits: { title: string; excerpt: string; body: string }[] }>(
      searchSql({ ...benchSearchRequest, query, sort }, resolved.loose, resolved.strict, windowStarts),
    );
    mark("statement");
    return { row: row!, resolved };
  });
  statements.push({ ms: phases.statement!.at(-1)!, query, nbHits: row.nb });
  for (const hit of row.hits) {
    highlightText(hit.title, resolved.terms, "<em>", "</em>");
    highlightText(hit.excerpt, resolved.terms, "<em>", "</em>");
    snippetText(hit.body, resolved.terms, 20, "<em>", "</em>", "…");
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
for (const slow of statements.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.SLOWEST ?? 0))) {
  console.log(slow.ms.toFixed(1).padStart(6), "ms", JSON.stringify(slow.query), slow.nbHits, "hits");
}
await handle.close();
