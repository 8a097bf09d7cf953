import "server-only";
import { count, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { savedSearches } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { maxSavedSearches, savedSearchInputSchema } from "@/lib/saved-search-input";
import { resolveSavedSearch } from "./resolve-saved-search";
import { toFilters, toSavedSearchView, type SavedSearchView } from "./saved-search-view";

/**
 * Saving is for members who can search (the route checks it too); a saved search outlives a
 * lapse of the subscription, and sends nothing while lapsed (see matchPostToSavedSearches).
 */
export async function createSavedSearch(userId: string, raw: unknown): Promise<SavedSearchView> {
  const input = savedSearchInputSchema.parse(raw);
  const match = await resolveSavedSearch(input.query);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Serializes one member's concurrent saves so the limit holds.
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(n) >= maxSavedSearches) {
      throw new AppError("conflict", `You can keep at most ${maxSavedSearches} saved searches. Delete one first.`);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, query: input.query, filters: toFilters(input), frequency: input.frequency, ...match })
      .returning();
    return toSavedSearchView(row!);
  });
}
