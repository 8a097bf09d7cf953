import "server-only";
import { inArray } from "drizzle-orm";
import { subscriptions } from "@/server/db/schema";
import type { Database } from "@/server/db/client";
import { summarizeSubscriptions, type SubscriptionSummary } from "@/server/billing/get-subscription-summary";

export type MemberSubscriptionState = Omit<SubscriptionSummary, "canManage">;

/** The subscription state of each of a page (or batch) of members, in one query. */
export async function readSubscriptionStates(
  db: Database,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, MemberSubscriptionState>> {
  const states = new Map<string, MemberSubscriptionState>();
  if (userIds.length === 0) return states;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.userId, [...userIds]));
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  for (const id of userIds) states.set(id, summarizeSubscriptions(byUser.get(id) ?? [], now));
  return states;
}
