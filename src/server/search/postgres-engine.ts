import { getDbHandle } from "@/server/db/client";
import type { DatabaseHandle, RunStatement } from "@/server/db/open";
import { dateWindowLadder, dateWindowStarts } from "./date-windows";
import { restrictedWeights, type SearchRequest, type SearchResult } from "./engine";
import { estimable } from "./estimated-windows-sql";
import type { QueryTerm } from "./highlight/match-query-terms";
import { hitBodies } from "./hit-bodies";
import { resolvingSearchStatement } from "./resolving-search-sql";
import { resolveTerms, termsFromJson, typedWordValues, type ResolvedWordJson } from "./resolve-terms";
import { hasMatchSql, searchSql, type SearchRow } from "./search-statement-sql";
import { defaultCandidateCap, searchSettings } from "./search-settings";
import { toSearchHit } from "./to-search-hit";
import { hasAdvancedSyntax, tokenizeQuery } from "./tokenize-query";

const isHit = (row: SearchRow): row is SearchRow & { id: string } => row.id !== null;
const hitVersion = (row: SearchRow & { id: string }) => ({ id: row.id, version: row.body_version });

/** `candidateCap` is for tests, which reach the date windows with a few dozen posts. */
export async function searchPostgres(
  database: DatabaseHandle,
  request: SearchRequest,
  { candidateCap = defaultCandidateCap } = {},
): Promise<SearchResult> {
  const started = performance.now();
  const words = tokenizeQuery(request.query, request.advancedSyntax);
  const weights = restrictedWeights(request);
  async function matchingRows(run: RunStatement): Promise<{ rows: SearchRow[]; terms: QueryTerm[] }> {
    const noWords = async () => ({
      rows: await run<SearchRow>(searchSql(request, null, null, [], candidateCap)),
      terms: [] as QueryTerm[],
    });
    if (words.words.length === 0 && !hasAdvancedSyntax(words)) return noWords();
    if (request.typoTolerance !== "min") {
      // One round trip: the words are resolved inside the search statement.
      const windowStarts = await dateWindowStarts(database, run, candidateCap);
      // The lexeme counts estimate words, not phrases or exclusions: those keep the fixed windows.
      const ladder = estimable(request) && !hasAdvancedSyntax(words) ? await dateWindowLadder(database, run, candidateCap) : undefined;
      const rows = await run<SearchRow & { terms: ResolvedWordJson[] | null; no_words: boolean }>(
        resolvingSearchStatement(request, windowStarts, candidateCap, ladder),
        typedWordValues(words),
      );
      if (rows[0]!.no_words) return noWords();
      return { rows, terms: termsFromJson(rows[0]!.terms, words) };
    }
    const resolved = await resolveTerms(run, words, { typos: true, weights });
    let loose = resolved.loose;
    // "min": only the fewest typos — the exact matches, when there are any.
    if (resolved.strict && resolved.strict !== loose) {
      const [found] = await run<{ found: boolean }>(hasMatchSql(resolved.strict, request));
      if (found?.found) loose = resolved.strict;
    }
    if (loose === null) return noWords();
    const windowStarts = await dateWindowStarts(database, run, candidateCap);
    return { rows: await run<SearchRow>(searchSql(request, loose, resolved.strict, windowStarts, candidateCap)), terms: resolved.terms };
  }
  const { rows, hits, terms, bodies } = await database.readWithSettings(searchSettings, async (run) => {
    const found = await matchingRows(run);
    // On the search's own connections (the same server, under its timeout), right after it.
    const hits = found.rows.filter(isHit);
    const bodies = request.snippetWords.body && hits.length > 0 ? await hitBodies(database, run, hits.map(hitVersion)) : undefined;
    return { ...found, hits, bodies };
  });
  const first = rows[0]!;
  const nbHits = first.nb ?? 0;
  return {
    hits: hits.map((row) => toSearchHit(row, terms, request, bodies?.get(row.id))),
    nbHits,
    exhaustive: nbHits < candidateCap,
    facets: {
      ...(request.facets.includes("tags") ? { tags: first.tags ?? {} } : {}),
      ...(request.facets.includes("author") ? { author: first.author ?? {} } : {}),
    },
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}

/** Our search, in our words: the PostgreSQL engine that answers the search routes and saved-search alerts. */
export async function searchPosts(request: SearchRequest): Promise<SearchResult> {
  return searchPostgres(await getDbHandle(), request);
}
