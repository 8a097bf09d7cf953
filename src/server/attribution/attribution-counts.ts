import "server-only";
import { and, gte, lt, sql } from "drizzle-orm";
import { attributions, subscriptions } from "@/server/db/schema";
import { getSiteSettings } from "@/server/settings/get-site-settings";

export type AttributionCounts = { members: number; subscriptions: number; mrrCents: number };
export type FiguresRange = { from: Date; to: Date };

/** Attributions recorded in the range (members joined, subscriptions started then). */
export const attributedInRange = ({ from, to }: FiguresRange) => and(gte(attributions.createdAt, from), lt(attributions.createdAt, to));

/**
 * The three counts over `attributions` left-joined to `subscriptions`: members who joined,
 * subscriptions started, and the monthly recurring revenue of those still paying now — a Stripe
 * subscription, active or trialing and in its period, at the plan's amount from the settings
 * (monthly, or yearly / 12); complimentary subscriptions bring nothing.
 */
export async function attributionCountColumns(now = new Date()) {
  const prices = await getSiteSettings();
  const isPaying = sql`${subscriptions.source} = 'stripe' and ${subscriptions.status} in ('active', 'trialing')
    and (${subscriptions.currentPeriodEnd} is null or ${subscriptions.currentPeriodEnd} > ${now})`;
  const monthly = sql`case ${subscriptions.plan} when 'monthly' then ${prices.monthlyPriceCents}::numeric
    when 'yearly' then ${prices.yearlyPriceCents}::numeric / 12 else 0 end`;
  return {
    members: sql<number>`count(*) filter (where ${attributions.subject} = 'member')::int`.mapWith(Number),
    subscriptions: sql<number>`count(*) filter (where ${attributions.subject} = 'subscription')::int`.mapWith(Number),
    mrrCents:
      sql<number>`coalesce(round(sum(case when ${attributions.subject} = 'subscription' and ${isPaying} then ${monthly} else 0 end)), 0)::int`.mapWith(
        Number,
      ),
  };
}
