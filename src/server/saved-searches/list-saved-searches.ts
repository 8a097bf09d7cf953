import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { savedSearches } from "@/server/db/schema";
import { toSavedSearchView, type SavedSearchView } from "./saved-search-view";

export async function listSavedSearches(userId: string): Promise<SavedSearchView[]> {
  const db = await getDb();
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt));
  return rows.map(toSavedSearchView);
}
