import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { stripeCustomers, subscriptions } from "@/server/db/schema";
import type { SubscriptionPlan, SubscriptionSource } from "@/server/db/schema/billing";
import { getEnv } from "@/server/env";
import { isSubscriptionActive, pickSubscriptionToShow } from "./entitlements";

type SubscriptionSummaryState = "none" | "active" | "ending" | "trialing" | "payment_failed" | "incomplete" | "ended";

export type SubscriptionSummary = {
  state: SubscriptionSummaryState;
  plan: SubscriptionPlan | null;
  source: SubscriptionSource | null;
  /** Renewal, end or ended date, depending on the state. */
  date: Date | null;
  /** Stripe is on and this member has a Stripe customer: the portal can open. */
  canManage: boolean;
};

/** What the account page says about a member's subscription, decided on the server. */
export async function getSubscriptionSummary(userId: string, now: Date = new Date()): Promise<SubscriptionSummary> {
  const db = await getDb();
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [customer] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  const canManage = getEnv().features.billing && Boolean(customer);
  return { ...summarizeSubscriptions(rows, now), canManage };
}

type SubscriptionRow = Parameters<typeof pickSubscriptionToShow>[0][number] & {
  cancelAtPeriodEnd: boolean;
  plan: SubscriptionPlan;
};

/** One member's subscription rows as one state (pure: the members list and export use it too). */
export function summarizeSubscriptions(rows: readonly SubscriptionRow[], now: Date): Omit<SubscriptionSummary, "canManage"> {
  const shown = pickSubscriptionToShow(rows, now);
  if (!shown) return { state: "none", plan: null, source: null, date: null };
  return { state: summaryState(shown, now), plan: shown.plan, source: shown.source, date: shown.currentPeriodEnd };
}

function summaryState(
  row: Parameters<typeof isSubscriptionActive>[0] & { cancelAtPeriodEnd: boolean },
  now: Date,
): SubscriptionSummaryState {
  if (isSubscriptionActive(row, now)) {
    if (row.status === "trialing") return "trialing";
    return row.cancelAtPeriodEnd || (row.source === "complimentary" && row.currentPeriodEnd) ? "ending" : "active";
  }
  if (row.status === "past_due" || row.status === "unpaid") return "payment_failed";
  if (row.status === "incomplete") return "incomplete";
  return "ended";
}
