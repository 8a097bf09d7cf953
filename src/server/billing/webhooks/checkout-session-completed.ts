import "server-only";
import { stripeCustomers, subscriptions } from "@/server/db/schema";
import { recordStripeAttribution } from "./record-stripe-attribution";
import { logUnattributed, resolveUserId, stripeId, type WebhookHandler } from "./shared";

/**
 * checkout.session.completed: ties the Stripe customer and subscription to the member who
 * checked out. The subscription's state comes from its own events; if this one arrives
 * first, a placeholder row (incomplete, never applied) waits for them.
 */
export const onCheckoutSessionCompleted: WebhookHandler<"checkout.session.completed"> = async (tx, event) => {
  const session = event.data.object;
  if (session.mode !== "subscription") return;
  const customerId = stripeId(session.customer);
  const subscriptionId = stripeId(session.subscription);
  const userId = await resolveUserId(tx, { userId: session.client_reference_id ?? session.metadata?.userId, customerId });
  if (!userId) return logUnattributed(event, `no member for checkout ${session.id}`);

  if (customerId) await tx.insert(stripeCustomers).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
  if (!subscriptionId) return;
  await tx
    .insert(subscriptions)
    .values({
      userId,
      source: "stripe",
      plan: session.metadata?.plan === "yearly" ? "yearly" : "monthly",
      status: "incomplete",
      stripeCustomerId: customerId ?? null,
      stripeSubscriptionId: subscriptionId,
      lastEventAt: null,
    })
    .onConflictDoNothing();
  await recordStripeAttribution(tx, { stripeSubscriptionId: subscriptionId, userId, metadata: session.metadata });
};
