import "server-only";
import { applyStripeSubscription } from "./apply-stripe-subscription";
import type { WebhookHandler } from "./shared";

/** customer.subscription.updated: the subscription object is the new truth (unless older). */
export const onCustomerSubscriptionUpdated: WebhookHandler<"customer.subscription.updated"> = async (tx, event) => {
  await applyStripeSubscription(tx, event, event.data.object);
};
