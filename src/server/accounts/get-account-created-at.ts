import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";

/** When a person's account was made: the account page's "member since". */
export async function getAccountCreatedAt(userId: string): Promise<Date | null> {
  const db = await getDb();
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.createdAt ?? null;
}
