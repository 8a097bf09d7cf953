import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { subscriptions, users } from "@/server/db/schema";
import { canSearch, hasActiveSubscription } from "./entitlements";

export type Entitlements = { hasSubscription: boolean; canSearch: boolean };

/** What a member may do now; the session and the search API both ask this. */
export async function getEntitlements(userId: string, now: Date = new Date()): Promise<Entitlements> {
  const db = await getDb();
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return { hasSubscription: false, canSearch: false };
  const rows = await db
    .select({ source: subscriptions.source, status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const hasSubscription = hasActiveSubscription(rows, now);
  return { hasSubscription, canSearch: canSearch({ role: user.role, hasSubscription }) };
}
