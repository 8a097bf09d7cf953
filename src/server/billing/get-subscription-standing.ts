import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { subscriptions } from "@/server/db/schema";
import { subscriptionStanding } from "./entitlements";

/**
 * A member's standing for reading paid posts now: active, lapsed or none. Read on every check
 * (never kept): a subscription stops counting at its period end, at once.
 */
export async function getSubscriptionStanding(userId: string, now: Date = new Date()): Promise<"active" | "lapsed" | "none"> {
  const db = await getDb();
  const rows = await db
    .select({ source: subscriptions.source, status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return subscriptionStanding(rows, now);
}
