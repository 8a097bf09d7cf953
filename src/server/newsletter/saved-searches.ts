import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { savedSearches, type SavedSearch } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { maxSavedSearches, savedSearchInputSchema, type SavedSearchInput } from "@/lib/saved-search-input";

/** The engine's filters: any of the tags, and any of the authors (as the search page's refinement lists). */
function toFilters(input: SavedSearchInput): SavedSearch["filters"] {
  const groups: SavedSearch["filters"] = [];
  if (input.tags.length > 0) groups.push(input.tags.map((value) => ({ facet: "tags" as const, value, negated: false })));
  if (input.authors.length > 0) groups.push(input.authors.map((value) => ({ facet: "author" as const, value, negated: false })));
  return groups;
}

export type SavedSearchView = SavedSearchInput & { id: string; createdAt: Date };

function toSavedSearchView(row: SavedSearch): SavedSearchView {
  const values = (facet: "tags" | "author") =>
    row.filters
      .flat()
      .filter((filter) => filter.facet === facet)
      .map((filter) => filter.value);
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    tags: values("tags"),
    authors: values("author"),
    frequency: row.frequency,
    createdAt: row.createdAt,
  };
}

export async function listSavedSearches(userId: string): Promise<SavedSearchView[]> {
  const db = await getDb();
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt));
  return rows.map(toSavedSearchView);
}

/**
 * Saving is for members who can search (the route checks it too); a saved search outlives a
 * lapse of the subscription, and sends nothing while lapsed (see matchNewPostsToSavedSearches).
 */
export async function createSavedSearch(userId: string, raw: unknown): Promise<SavedSearchView> {
  const input = savedSearchInputSchema.parse(raw);
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
      .values({ userId, name: input.name, query: input.query, filters: toFilters(input), frequency: input.frequency })
      .returning();
    return toSavedSearchView(row!);
  });
}

export async function updateSavedSearch(userId: string, id: string, raw: unknown): Promise<SavedSearchView> {
  const input = savedSearchInputSchema.parse(raw);
  const db = await getDb();
  const [row] = await db
    .update(savedSearches)
    .set({ name: input.name, query: input.query, filters: toFilters(input), frequency: input.frequency, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw new AppError("not_found", "That saved search does not exist (or is not yours).");
  return toSavedSearchView(row);
}

export async function deleteSavedSearch(userId: string, id: string): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new AppError("not_found", "That saved search does not exist (or is not yours).");
}
