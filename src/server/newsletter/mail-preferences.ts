import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { mailBounces, mailPreferences, users } from "@/server/db/schema";

export type MailPreferences = { newPosts: boolean; isBouncing: boolean };

/** What the member receives; no row means "not chosen", which is off. */
export async function getMailPreferences(userId: string): Promise<MailPreferences> {
  const db = await getDb();
  const [row] = await db
    .select({ newPosts: mailPreferences.newPosts, email: users.email })
    .from(users)
    .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return { newPosts: false, isBouncing: false };
  const [bounce] = await db.select({ email: mailBounces.email }).from(mailBounces).where(eq(mailBounces.email, row.email.toLowerCase()));
  return { newPosts: row.newPosts ?? false, isBouncing: Boolean(bounce) };
}

export async function setNewPostsPreference(userId: string, newPosts: boolean): Promise<void> {
  const db = await getDb();
  await db
    .insert(mailPreferences)
    .values({ userId, newPosts })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { newPosts, updatedAt: new Date() } });
}
