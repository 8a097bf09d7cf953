import "server-only";
import { eq } from "drizzle-orm";
import { subscriptions } from "@/server/db/schema";
import { describeSubscriptionInvoice } from "./invoice-subscription";
import { eventTime, type WebhookHandler } from "./shared";

/**
 * invoice.payment_failed: a renewal could not be charged, so a running subscription is
 * past due until the card is updated. A first invoice failing leaves it incomplete.
 */
export const onInvoicePaymentFailed: WebhookHandler<"invoice.payment_failed"> = async (tx, event) => {
  const { subscriptionId } = describeSubscriptionInvoice(event.data.object);
  if (!subscriptionId) return;
  const at = eventTime(event);
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId)).for("update");
  if (!row || (row.lastEventAt && row.lastEventAt > at)) return;
  if (row.status !== "active" && row.status !== "trialing") return;
  await tx.update(subscriptions).set({ status: "past_due", lastEventAt: at, updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
};
