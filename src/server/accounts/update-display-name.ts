import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { displayNameSchema } from "@/lib/display-name";
import { AppError, describeZodError } from "@/server/errors";
import { refreshProfilePages } from "./refresh-profile-pages";

/** Sets (or clears, with "") the name others see; invalid → validation_failed. Returns the name saved. */
export async function updateDisplayName(userId: string, rawName: unknown): Promise<string | null> {
  const parsed = displayNameSchema.safeParse(rawName);
  if (!parsed.success) {
    const { message } = describeZodError(parsed.error);
    throw new AppError("validation_failed", message, { fields: { name: message } });
  }
  const db = await getDb();
  const updated = await db
    .update(users)
    .set({ name: parsed.data, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError("not_found", "This account no longer exists.");
  await refreshProfilePages(userId);
  return parsed.data;
}
