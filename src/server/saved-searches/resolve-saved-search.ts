import "server-only";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/server/db/client";
import type { RawRow } from "@/server/db/raw-row";
import type { SavedSearch, searchLexemes } from "@/server/db/schema";
import { searchSettings } from "@/server/search/search-settings";
import { resolveTerms } from "@/server/search/resolve-terms";
import { tokenizeQuery } from "@/server/search/tokenize-query";

export type SavedSearchMatch = Pick<SavedSearch, "matchQuery" | "matchLexemes"> & { matchResolvedAt: Date };

/**
 * A saved search's words as the search page resolves them when it runs (resolveTerms, under the
 * search's own settings): each word's stems, the last word's expansions to known words it is a
 * prefix of, and typo corrections, all as one tsquery; plus the alternatives of its rarest word
 * (by the lexeme counts), which a matching post must hold. Resolved when saved and again daily, so
 * words that appear later are found too. Only stop words: null, and every post matches.
 */
export async function resolveSavedSearch(query: string, now = new Date()): Promise<SavedSearchMatch> {
  const handle = await getDbHandle();
  return handle.readWithSettings(searchSettings, async (run) => {
    // As the search page runs it: quoted phrases and -word exclusions on (searchUiParameters).
    const resolved = await resolveTerms(run, tokenizeQuery(query, { exactPhrase: true, excludeWords: true }));
    if (!resolved.loose) return { matchQuery: null, matchLexemes: null, matchResolvedAt: now };
    // Only exclusions: no word a match must hold, so every post is a candidate for the whole query.
    if (resolved.terms.length === 0) return { matchQuery: resolved.loose, matchLexemes: null, matchResolvedAt: now };
    // A word being typed also carries itself as typed (for highlighting), which is not a lexeme.
    const words = resolved.terms.map((term) => (term.prefix ? term.roots.slice(0, -1) : term.roots));
    const counts = await run<RawRow<typeof searchLexemes.$inferSelect>>(
      sql`SELECT lexeme, ndoc FROM search_lexemes WHERE lexeme = ANY(${sql.param(words.flat())}::text[])`,
    );
    const ndoc = new Map(counts.map((row) => [row.lexeme, Number(row.ndoc)]));
    const posts = (word: string[]) => word.reduce((total, lexeme) => total + (ndoc.get(lexeme) ?? 0), 0);
    const rarest = words.reduce((best, word) => (posts(word) < posts(best) ? word : best));
    return { matchQuery: resolved.loose, matchLexemes: [...new Set(rarest)], matchResolvedAt: now };
  });
}
