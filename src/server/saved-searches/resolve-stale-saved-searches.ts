import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { savedSearches } from "@/server/db/schema";
import { resolveSavedSearch } from "./resolve-saved-search";

/** Resolved words older than this are resolved again: new posts bring new words to expand a prefix to. */
const resolvedLifetimeMs = 86_400_000;

/**
 * Resolves up to `limit` saved searches never resolved (saved before alerts matched this way) or
 * resolved more than a day ago. Returns how many; the caller repeats while it gets `limit`.
 */
export async function resolveStaleSavedSearches(options: { limit: number; includeAged: boolean }, now = new Date()): Promise<number> {
  const db = await getDb();
  const stale = await db
    .select({ id: savedSearches.id, query: savedSearches.query })
    .from(savedSearches)
    .where(
      options.includeAged
        ? or(isNull(savedSearches.matchResolvedAt), lt(savedSearches.matchResolvedAt, new Date(now.getTime() - resolvedLifetimeMs)))
        : isNull(savedSearches.matchResolvedAt),
    )
    .limit(options.limit);
  for (const search of stale) {
    await db
      .update(savedSearches)
      .set(await resolveSavedSearch(search.query, now))
      // Unless the member changed the query meanwhile (their save resolved the new one).
      .where(and(eq(savedSearches.id, search.id), eq(savedSearches.query, search.query)));
  }
  return stale.length;
}
