import "server-only";
import { getDb } from "@/server/db/client";
import { signIns } from "@/server/db/schema";

/** A member signed in (their activity timeline in the admin, #27). */
export async function recordSignIn(userId: string, provider: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.insert(signIns).values({ userId, provider: provider.slice(0, 40), createdAt: now });
}
