import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { removeAvatarImage, saveAvatarImage } from "@/server/uploads/save-avatar-image";
import { refreshProfilePages } from "./refresh-profile-pages";

export type SetAvatarOptions = { userId: string; /** Null removes the picture. */ bytes: Uint8Array | null };

/**
 * Gives a member a new picture (stored first, resized and stripped: save-avatar-image.ts) or
 * none. The account row is switched in a transaction that reads the picture it replaces (locked,
 * so two uploads at once each remove only their own predecessor), which is then removed from the
 * store. Returns the new URL (null: none).
 */
export async function setAvatar({ userId, bytes }: SetAvatarOptions): Promise<string | null> {
  const url = bytes ? await saveAvatarImage(bytes) : null;
  const db = await getDb();
  const previous = await db.transaction(async (tx) => {
    const [before] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for("update");
    if (!before) return undefined;
    await tx
      .update(users)
      .set({ image: url, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return before.image;
  });
  if (previous === undefined) {
    await removeAvatarImage(url);
    throw new AppError("not_found", "This account no longer exists.");
  }
  if (previous !== url) await removeAvatarImage(previous);
  await refreshProfilePages(userId);
  return url;
}
