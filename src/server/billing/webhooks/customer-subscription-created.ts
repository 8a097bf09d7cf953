import "server-only";
import { applyStripeSubscription } from "./apply-stripe-subscription";
import type { WebhookHandler } from "./shared";

/** customer.subscription.created: the subscription object is the new truth (unless older). */
export const onCustomerSubscriptionCreated: WebhookHandler<"customer.subscription.created"> = async (tx, event) => {
  await applyStripeSubscription(tx, event, event.data.object);
};
