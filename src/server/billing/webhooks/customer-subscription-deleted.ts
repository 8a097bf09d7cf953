import "server-only";
import { applyStripeSubscription } from "./apply-stripe-subscription";
import type { WebhookHandler } from "./shared";

/** customer.subscription.deleted: the subscription has ended; canceled is final. */
export const onCustomerSubscriptionDeleted: WebhookHandler<"customer.subscription.deleted"> = async (tx, event) => {
  await applyStripeSubscription(tx, event, event.data.object, { isDeleted: true });
};
