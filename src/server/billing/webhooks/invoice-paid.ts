import "server-only";
import { eq } from "drizzle-orm";
import { subscriptions } from "@/server/db/schema";
import { describeSubscriptionInvoice } from "./invoice-subscription";
import { eventTime, logUnattributed, planFromPrice, resolveUserId, type WebhookHandler } from "./shared";

/**
 * invoice.paid: the period is paid for. Brings an incomplete, past-due or unpaid
 * subscription back to active and moves its period end forward (never back).
 */
export const onInvoicePaid: WebhookHandler<"invoice.paid"> = async (tx, event) => {
  const invoice = describeSubscriptionInvoice(event.data.object);
  if (!invoice.subscriptionId) return;
  const at = eventTime(event);
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, invoice.subscriptionId)).for("update");

  if (!row) {
    const userId = await resolveUserId(tx, { userId: invoice.userId, customerId: invoice.customerId });
    if (!userId) return logUnattributed(event, `no member for subscription ${invoice.subscriptionId}`);
    await tx
      .insert(subscriptions)
      .values({
        userId,
        source: "stripe",
        plan: planFromPrice(invoice.price),
        status: "active",
        currentPeriodEnd: invoice.periodEnd,
        stripeCustomerId: invoice.customerId ?? null,
        stripeSubscriptionId: invoice.subscriptionId,
        lastEventAt: at,
      })
      .onConflictDoNothing();
    return;
  }
  if (row.status === "canceled" || (row.lastEventAt && row.lastEventAt > at)) return;
  const periodEnd =
    row.currentPeriodEnd && invoice.periodEnd && row.currentPeriodEnd > invoice.periodEnd
      ? row.currentPeriodEnd
      : (invoice.periodEnd ?? row.currentPeriodEnd);
  await tx
    .update(subscriptions)
    .set({ status: row.status === "trialing" ? "trialing" : "active", currentPeriodEnd: periodEnd, lastEventAt: at, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));
};
