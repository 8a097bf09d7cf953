import "server-only";
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { subscriptions } from "@/server/db/schema";
import { getStripe } from "../stripe-client";
import { recordStripeAttribution } from "./record-stripe-attribution";
import { eventTime, logUnattributed, planFromPrice, resolveUserId, stripeId, toSubscriptionStatus } from "./shared";
import type { Transaction } from "@/server/db/transaction";

/**
 * Writes a Stripe subscription object as our row, in one statement. The conditional
 * update is what keeps out-of-order deliveries harmless: an event older than the last
 * applied one changes nothing, and a canceled subscription (final in Stripe) stays canceled.
 */
export async function applyStripeSubscription(
  tx: Transaction,
  event: Stripe.Event,
  delivered: Stripe.Subscription,
  options: { isDeleted?: boolean } = {},
) {
  const subscription = options.isDeleted ? delivered : await resolveSameSecondTie(tx, event, delivered);
  const customerId = stripeId(subscription.customer);
  const userId = await resolveUserId(tx, { userId: subscription.metadata?.userId, customerId });
  if (!userId) return logUnattributed(event, `no member for customer ${customerId ?? "?"}`);

  const items = subscription.items?.data ?? [];
  const periodEnds = items.map((item) => item.current_period_end).filter((end): end is number => typeof end === "number");
  const currentPeriodEnd = periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000) : null;
  const values = {
    userId,
    source: "stripe" as const,
    plan: planFromPrice(items[0]?.price, subscription.metadata?.plan),
    status: options.isDeleted ? ("canceled" as const) : toSubscriptionStatus(subscription.status),
    currentPeriodEnd,
    // The portal may cancel by setting `cancel_at` (a date) rather than the flag.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
    stripeCustomerId: customerId ?? null,
    stripeSubscriptionId: subscription.id,
    lastEventAt: eventTime(event),
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: {
        plan: values.plan,
        status: values.status,
        currentPeriodEnd: values.currentPeriodEnd,
        cancelAtPeriodEnd: values.cancelAtPeriodEnd,
        stripeCustomerId: values.stripeCustomerId,
        lastEventAt: values.lastEventAt,
        updatedAt: values.updatedAt,
      },
      setWhere: sql`(${subscriptions.lastEventAt} is null or ${subscriptions.lastEventAt} <= ${values.lastEventAt}) and ${subscriptions.status} <> 'canceled'`,
    });
  await recordStripeAttribution(tx, { stripeSubscriptionId: subscription.id, userId, metadata: subscription.metadata });
}

/**
 * `created` has one-second resolution and Stripe does not promise delivery order, so two
 * events about one subscription in the same second (`.updated` active, then `.created`
 * incomplete) cannot be ordered from the events. Stripe itself can: when the last applied
 * event has this event's second, the subscription is fetched from Stripe and its current
 * state is written instead of the delivered snapshot. (Nothing finer than the second exists
 * on an event; fetching only on a tie keeps API calls to the rare ambiguous case.)
 */
async function resolveSameSecondTie(tx: Transaction, event: Stripe.Event, delivered: Stripe.Subscription): Promise<Stripe.Subscription> {
  const [row] = await tx
    .select({ lastEventAt: subscriptions.lastEventAt })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, delivered.id))
    .for("update");
  if (row?.lastEventAt?.getTime() !== eventTime(event).getTime()) return delivered;
  return getStripe().subscriptions.retrieve(delivered.id);
}
