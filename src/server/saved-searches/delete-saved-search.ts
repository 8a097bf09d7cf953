import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { savedSearches } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export async function deleteSavedSearch(userId: string, id: string): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new AppError("not_found", "That saved search does not exist (or is not yours).");
}
