import { openPglite, openPostgres } from "@/server/db/open";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { searchPostgres } from "@/server/search/postgres-engine";
import { benchmarkQueries, generateSyntheticPosts } from "./synthetic-search";

const count = Number(process.argv[2] ?? 10000);
const url = process.argv[3];
const handle = url ? await openPostgres(url, { migrate: true }) : await openPglite(undefined, { migrate: true });
let t = performance.now();
await generateSyntheticPosts(handle.db, { count });
console.log("generate", Math.round(performance.now() - t));
t = performance.now();
console.log(await rebuildSearchIndex(handle.db), "rebuild ms", Math.round(performance.now() - t));
const queries = benchmarkQueries();
for (const sort of ["newest", "relevance"] as const) {
  const times: number[] = [];
  for (const query of queries) {
    const r = await searchPostgres(handle.db, { query, sort, page: 0, hitsPerPage: 20, filters: [], facets: ["tags", "author"], maxValuesPerFacet: 10, highlightPreTag: "<em>", highlightPostTag: "</em>", snippetWords: { body: 20 }, snippetEllipsisText: "…" });
    times.push(r.processingTimeMS);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(sort, "p50", q(0.5), "p95", q(0.95), "p99", q(0.99), "max", times.at(-1));
}
await handle.close();
