/**
 * `tsx --conditions=react-server bench/search-engine-diff.ts <pglite-dir> [git-rev]`, on a corpus made
 * by bench/search-explain.ts: the engine's answers (searchPostgres: count, hits in order with their
 * highlights and snippets, facets, exhaustiveness) through PGlite's worker of `git-rev` (default
 * main) and through this tree's, each on its own copy of the data folder, over the benchmark
 * queries and the edge cases below, each with several request variants (sorts, typo tolerance,
 * restricted attributes, filters, facet filters, pages, snippet and highlight options). Prints how
 * many answers differ: expect 0.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "@/server/db/open";
import { searchPostgres } from "@/server/search/postgres-engine";
import type { SearchRequest } from "@/server/search/engine";
import { parseFilters } from "@/server/search/parse-filters";
import { benchmarkQueries, benchSearchRequest } from "./synthetic-search";

const source = process.argv[2]!;
const rev = process.argv[3] ?? "main";
const work = mkdtempSync(path.join(tmpdir(), "groundwork-engine-diff-"));
let other = execFileSync("git", ["show", `${rev}:src/server/db/pglite-worker.mjs`], { encoding: "utf8" });
for (const specifier of ["@electric-sql/pglite/contrib/pg_trgm", "@electric-sql/pglite"]) {
  other = other.replaceAll(`"${specifier}"`, JSON.stringify(import.meta.resolve(specifier)));
}
const otherScript = path.join(work, "pglite-worker.mjs");
writeFileSync(otherScript, other);
for (const side of ["a", "b"]) cpSync(source, path.join(work, side), { recursive: true });
const before = await openPglite(path.join(work, "a"), { workerScript: otherScript });
const after = await openPglite(path.join(work, "b"));

const filter = (text: string) => parseFilters(text) ?? undefined;
const variants: Partial<SearchRequest>[] = [
  { sort: "newest" },
  { sort: "relevance" },
  { sort: "relevance", typoTolerance: false },
  { sort: "newest", typoTolerance: "min" },
  { sort: "newest", restrictSearchableAttributes: ["title"] as SearchRequest["restrictSearchableAttributes"] },
  { sort: "newest", filters: [[{ facet: "tags", value: "focus", negated: false }]], page: 1 },
  { sort: "relevance", filter: filter("author:author3 OR (tags:sleep AND NOT tags:work)"), hitsPerPage: 5 },
  { sort: "newest", filter: filter("readingMinutes >= 4 AND publishedAtTimestamp > 1600000000"), facets: ["tags"] },
  { sort: "newest", snippetWords: { body: 30, excerpt: 10, title: 5 }, highlightPreTag: "[", highlightPostTag: "]" },
];
const queries = [
  ...benchmarkQueries(500),
  "",
  "the",
  "the focus",
  "habit the",
  "o'brien",
  "back\\slash",
  "discipine",
  "emoti",
  "a",
  "zzzz",
];
let compared = 0;
let differ = 0;
for (const query of queries) {
  for (const variant of variants) {
    const request = { ...benchSearchRequest, ...variant, query } as SearchRequest;
    const answers: string[] = [];
    for (const handle of [before, after]) {
      const { processingTimeMS: _ms, ...answer } = await searchPostgres(handle, request);
      answers.push(JSON.stringify(answer));
    }
    compared++;
    if (answers[0] !== answers[1]) {
      differ++;
      if (differ <= 3)
        console.log("DIFFER", JSON.stringify(query), variant, "\n", answers[0]!.slice(0, 300), "\n", answers[1]!.slice(0, 300));
    }
  }
}
console.log(`engine answers through ${rev}'s PGlite worker and this tree's: ${compared} compared, ${differ} differ`);
await before.close();
await after.close();
rmSync(work, { recursive: true, force: true });
