import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { handleSchema } from "@/lib/handle";
import { AppError } from "@/server/errors";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { syncAuthorPostsToSearch } from "@/server/search/sync-post";

const takenMessage = "That handle is taken. Try another one.";

/**
 * Changes a person's handle. Invalid → validation_failed, held by someone else in any
 * letter case → conflict; the unique index decides races. The author's posts are re-indexed.
 */
export async function updateHandle(userId: string, rawHandle: unknown): Promise<string> {
  const db = await getDb();
  const parsed = handleSchema.safeParse(rawHandle);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid handle.";
    throw new AppError("validation_failed", message, { fields: { handle: message } });
  }
  const handle = parsed.data;
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.handle}) = ${handle.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  if (holder) throw new AppError("conflict", takenMessage, { fields: { handle: takenMessage } });
  try {
    const updated = await db.update(users).set({ handle, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
    if (updated.length === 0) throw new AppError("not_found", "This account no longer exists.");
  } catch (error) {
    if (isUniqueViolation(error, "users_handle_unique")) {
      throw new AppError("conflict", takenMessage, { fields: { handle: takenMessage } });
    }
    throw error;
  }
  // The handle is the author facet's value and searchable text of every post of theirs.
  await syncAuthorPostsToSearch(userId);
  return handle;
}
