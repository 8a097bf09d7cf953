import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { savedSearches } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { savedSearchInputSchema } from "@/lib/saved-search-input";
import { resolveSavedSearch } from "./resolve-saved-search";
import { toFilters, toSavedSearchView, type SavedSearchView } from "./saved-search-view";

export async function updateSavedSearch(userId: string, id: string, raw: unknown): Promise<SavedSearchView> {
  const input = savedSearchInputSchema.parse(raw);
  const match = await resolveSavedSearch(input.query);
  const db = await getDb();
  const [row] = await db
    .update(savedSearches)
    .set({ name: input.name, query: input.query, filters: toFilters(input), frequency: input.frequency, ...match, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw new AppError("not_found", "That saved search does not exist (or is not yours).");
  return toSavedSearchView(row);
}
