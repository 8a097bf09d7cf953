/**
 * `tsx --conditions=react-server bench/search-answers.ts <postgres-url|pglite-dir> <out.json>`:
 * every answer of the engine on a corpus made by bench/search-explain.ts, as JSON (all but
 * processingTimeMS): benchmarkQueries(500) on both sorts with the search page's request, and
 * the first 100 with filters, a second page, typoTolerance false and "min", and restricted
 * attributes. Run it from two checkouts on the same database (`cd <checkout> && npx tsx …
 * <this file>`: `@/` resolves in the current project) and compare the files with `cmp`: an
 * engine change that should not change answers must leave them byte for byte equal.
 */
import { writeFileSync } from "node:fs";
import { openPglite, openPostgres } from "@/server/db/open";
import type { SearchRequest } from "@/server/search/engine";
import { searchPostgres } from "@/server/search/postgres-engine";
import { benchmarkQueries, benchSearchRequest } from "./synthetic-search";

const [target, out] = [process.argv[2]!, process.argv[3]!];
const handle = target.startsWith("postgres") ? await openPostgres(target) : await openPglite(target);
const queries = benchmarkQueries(500);
const variants: [string, Partial<SearchRequest>][] = [
  ["tag filter", { filters: [[{ facet: "tags", value: "focus", negated: false }]] }],
  ["not author", { filters: [[{ facet: "author", value: "author3", negated: true }]] }],
  ["numeric filter", { filter: { kind: "numeric", attribute: "publishedAtTimestamp", op: ">=", value: 1_700_000_000 } }],
  ["page 2", { page: 1 }],
  ["no typos", { typoTolerance: false }],
  ["min typos", { typoTolerance: "min" }],
  ["title only", { restrictSearchableAttributes: ["title"] }],
];
const answers: unknown[] = [];
for (const sort of ["newest", "relevance"] as const) {
  for (const query of queries) answers.push(await answer({ ...benchSearchRequest, query, sort }));
  for (const [label, extra] of variants) {
    for (const query of queries.slice(0, 100)) answers.push({ label, ...(await answer({ ...benchSearchRequest, query, sort, ...extra })) });
  }
}
writeFileSync(out, JSON.stringify(answers, null, 1));
console.log(`${answers.length} answers written to ${out}`);
await handle.close();

async function answer(request: SearchRequest) {
  const { processingTimeMS: _, ...result } = await searchPostgres(handle, request);
  return { query: request.query, sort: request.sort, ...result };
}
