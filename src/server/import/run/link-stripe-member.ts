import "server-only";
import { getDb } from "@/server/db/client";
import { stripeCustomers, subscriptions } from "@/server/db/schema";
import { getStripe } from "@/server/billing/stripe-client";
import { planFromPrice, stripeId, toSubscriptionStatus } from "@/server/billing/webhooks/shared";
import type { ImportedMember } from "../types";

/**
 * A paying member of the old home, linked to the same Stripe account: their customer (by the
 * id the export gave, else by their address) becomes this account's customer, and their
 * subscriptions are read from Stripe and written as ours, so access continues with no new
 * checkout; later changes arrive by the usual webhooks. Returns a problem sentence, or null.
 */
export async function linkStripeMember(userId: string, member: ImportedMember): Promise<string | null> {
  const stripe = getStripe();
  const customerId = member.stripeCustomerId ?? (await stripe.customers.list({ email: member.email, limit: 1 })).data[0]?.id;
  if (!customerId) return `${member.email} paid at the old home but has no Stripe customer here: imported without a subscription.`;
  const found = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(stripeCustomers).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
    for (const subscription of found.data) {
      const items = subscription.items?.data ?? [];
      const ends = items.map((item) => item.current_period_end).filter((end): end is number => typeof end === "number");
      await tx
        .insert(subscriptions)
        .values({
          userId,
          source: "stripe",
          plan: planFromPrice(items[0]?.price, subscription.metadata?.plan),
          status: toSubscriptionStatus(subscription.status),
          currentPeriodEnd: ends.length ? new Date(Math.max(...ends) * 1000) : null,
          cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
          stripeCustomerId: stripeId(subscription.customer) ?? customerId,
          stripeSubscriptionId: subscription.id,
        })
        .onConflictDoNothing();
    }
  });
  return found.data.length === 0 ? `${member.email}: Stripe customer ${customerId} has no subscription.` : null;
}
