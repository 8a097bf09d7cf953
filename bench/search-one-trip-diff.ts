/**
 * `tsx --conditions=react-server bench/search-one-trip-diff.ts <postgres-url>`, on a corpus made by
 * bench/search-explain.ts: runs each benchmark query both ways — resolveTerms then searchSql (two
 * round trips), and resolvingSearchSql (one) — and prints how many answers (count, hits in order
 * with their text, facets, highlighter terms) differ. Expect 0.
 */
import { openPostgres } from "@/server/db/open";
import { resolvingSearchSql } from "@/server/search/resolving-search-sql";
import { defaultCandidateCap, searchSettings } from "@/server/search/search-settings";
import { searchSql } from "@/server/search/search-statement-sql";
import { dateWindowStarts } from "@/server/search/date-windows";
import { resolveTerms, termsFromJson, type ResolvedWordJson } from "@/server/search/resolve-terms";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { searchableWeights, type SearchRequest } from "@/server/search/engine";
import { benchmarkQueries, benchSearchRequest } from "./synthetic-search";

const handle = await openPostgres(process.argv[2]!);
const queries = [...benchmarkQueries(300), "the", "the focus", "habit the", "o'brien", "back\\slash", "discipine", "emoti", "a"];
let compared = 0;
let differ = 0;
const variants: Partial<SearchRequest>[] = [
  { sort: "newest" },
  { sort: "relevance" },
  { sort: "relevance", typoTolerance: false },
  { sort: "newest", restrictSearchableAttributes: ["title"] as SearchRequest["restrictSearchableAttributes"] },
];
for (const query of queries) {
  for (const variant of variants) {
    const request = { ...benchSearchRequest, query, ...variant } as SearchRequest;
    const words = tokenizeQuery(query);
    if (words.words.length === 0) continue;
    const weights = request.restrictSearchableAttributes?.length
      ? [...new Set(request.restrictSearchableAttributes.map((a) => searchableWeights[a]))].sort().join("")
      : "";
    const [a, b] = await handle.readWithSettings(searchSettings, async (run) => {
      const resolved = await resolveTerms(run, words, { typos: request.typoTolerance !== false, weights });
      const windowStarts = await dateWindowStarts(handle, run, defaultCandidateCap);
      const [old] = await run<Record<string, unknown>>(
        searchSql(request, resolved.loose, resolved.strict, resolved.loose ? windowStarts : []),
      );
      const [row] = await run<Record<string, unknown> & { terms: ResolvedWordJson[] | null; no_words: boolean }>(
        resolvingSearchSql(request, words, windowStarts),
      );
      const { terms, no_words, ...rest } = row!;
      return [
        JSON.stringify({ old, terms: resolved.terms, none: resolved.loose === null }),
        JSON.stringify({ old: no_words ? old : rest, terms: termsFromJson(terms, words), none: no_words }),
      ];
    });
    compared++;
    if (a !== b) {
      differ++;
      if (differ < 5) console.log("DIFFER", query, variant, "\n", a.slice(0, 400), "\n", b.slice(0, 400));
    }
  }
}
console.log(`${compared} compared, ${differ} differ`);
await handle.close();
