import "server-only";
import { count, gte, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { subscriptions, users } from "@/server/db/schema";
import { isSubscriptionActive } from "@/server/billing/entitlements";

export type MemberCounts = { members: number; newMembers: number; activeSubscriptions: number; newSubscriptions: number };

/** Accounts (all, and new since `since`) and subscriptions (active now by the one rule, and started since `since`). */
export async function countMembersAndSubscriptions({ since, now }: { since: Date; now: Date }): Promise<MemberCounts> {
  const db = await getDb();
  const [[members], [newMembers], [newSubscriptions], candidates] = await Promise.all([
    db.select({ total: count() }).from(users),
    db.select({ total: count() }).from(users).where(gte(users.createdAt, since)),
    db.select({ total: count() }).from(subscriptions).where(gte(subscriptions.createdAt, since)),
    db
      .select({
        userId: subscriptions.userId,
        source: subscriptions.source,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
      })
      .from(subscriptions)
      .where(inArray(subscriptions.status, ["active", "trialing"])),
  ]);
  const subscribers = new Set(candidates.filter((row) => isSubscriptionActive(row, now)).map((row) => row.userId));
  return {
    members: Number(members?.total ?? 0),
    newMembers: Number(newMembers?.total ?? 0),
    activeSubscriptions: subscribers.size,
    newSubscriptions: Number(newSubscriptions?.total ?? 0),
  };
}
