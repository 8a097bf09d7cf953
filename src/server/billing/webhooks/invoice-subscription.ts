import "server-only";
import type Stripe from "stripe";
import { stripeId } from "./shared";

/** Where a (2025+ API) invoice names its subscription, its price and its period end. */
export function describeSubscriptionInvoice(invoice: Stripe.Invoice) {
  const subscriptionId = stripeId(invoice.parent?.subscription_details?.subscription);
  const lines = invoice.lines?.data ?? [];
  const line = lines.find((item) => stripeId(item.subscription) === subscriptionId) ?? lines[0];
  return {
    subscriptionId,
    customerId: stripeId(invoice.customer),
    userId: invoice.parent?.subscription_details?.metadata?.userId,
    price: line?.pricing?.price_details?.price,
    periodEnd: line?.period?.end ? new Date(line.period.end * 1000) : null,
  };
}
