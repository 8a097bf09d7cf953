/** Where a search's time goes on PGlite: term resolution, the SQL statement, highlighting. */
import { sql } from "drizzle-orm";
import { openPglite } from "@/server/db/open";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { searchSql } from "@/server/search/postgres-engine";
import { resolveTerms } from "@/server/search/resolve-terms";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { highlightText, markdownToPlainText, snippetText } from "@/server/search/highlight";
import type { SearchRequest } from "@/server/search/engine";
import { benchmarkQueries, generateSyntheticPosts } from "./synthetic-search";

const handle = await openPglite(undefined, { migrate: true });
await generateSyntheticPosts(handle.db, { count: Number(process.argv[2] ?? 2000) });
await rebuildSearchIndex(handle.db);
const base: SearchRequest = { query: "", sort: "newest", page: 0, hitsPerPage: 20, filters: [], facets: ["tags", "author"], maxValuesPerFacet: 10, highlightPreTag: "<em>", highlightPostTag: "</em>", snippetWords: { body: 20 }, snippetEllipsisText: "…" };
const totals = { resolve: 0, statement: 0, highlight: 0 };
const queries = benchmarkQueries(200);
for (const query of queries) {
  let t = performance.now();
  const resolved = await resolveTerms(handle.db, tokenizeQuery(query));
  totals.resolve += performance.now() - t;
  t = performance.now();
  const result = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute<{ hits: { title: string; excerpt: string; body: string }[] }>(searchSql({ ...base, query }, resolved.loose, resolved.strict));
  });
  totals.statement += performance.now() - t;
  t = performance.now();
  for (const hit of result.rows[0]!.hits) {
    highlightText(hit.title, resolved.terms, "<em>", "</em>");
    highlightText(hit.excerpt, resolved.terms, "<em>", "</em>");
    snippetText(markdownToPlainText(hit.body), resolved.terms, 20, "<em>", "</em>", "…");
  }
  totals.highlight += performance.now() - t;
}
for (const [key, value] of Object.entries(totals)) console.log(key, "mean ms", (value / queries.length).toFixed(2));
await handle.close();
