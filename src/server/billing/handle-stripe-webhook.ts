import "server-only";
import type Stripe from "stripe";
import { getDb } from "@/server/db/client";
import { processedStripeEvents } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { getStripe, requireBilling } from "./stripe-client";
import { onCheckoutSessionCompleted } from "./webhooks/checkout-session-completed";
import { onCustomerSubscriptionCreated } from "./webhooks/customer-subscription-created";
import { onCustomerSubscriptionDeleted } from "./webhooks/customer-subscription-deleted";
import { onCustomerSubscriptionUpdated } from "./webhooks/customer-subscription-updated";
import { onInvoicePaid } from "./webhooks/invoice-paid";
import { onInvoicePaymentFailed } from "./webhooks/invoice-payment-failed";
import type { Transaction } from "@/server/db/transaction";
import type { WebhookHandler } from "./webhooks/shared";

const handlers: { [T in Stripe.Event["type"]]?: WebhookHandler<T> } = {
  "checkout.session.completed": onCheckoutSessionCompleted,
  "customer.subscription.created": onCustomerSubscriptionCreated,
  "customer.subscription.updated": onCustomerSubscriptionUpdated,
  "customer.subscription.deleted": onCustomerSubscriptionDeleted,
  "invoice.paid": onInvoicePaid,
  "invoice.payment_failed": onInvoicePaymentFailed,
};

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

type HandleStripeWebhookOptions = { payload: string; signature: string | null };

/** Stripe's default tolerance for a signature's age, applied to the future as well. */
const signatureToleranceSeconds = 300;

/** The `t=` of a Stripe-Signature header (seconds); the signature check has already passed. */
function signedAt(signature: string): number {
  const field = signature.split(",").find((part) => part.trim().startsWith("t="));
  return Number(field?.trim().slice(2) ?? 0);
}

/**
 * Verifies a delivery against the raw body (default 300 s tolerance), then applies it
 * once: the event id is inserted in the same transaction as the effect, so a redelivery —
 * even one racing the first — finds the id taken and changes nothing. A failure rolls
 * both back and surfaces as a 5xx, and Stripe retries.
 */
export async function handleStripeWebhook({ payload, signature }: HandleStripeWebhookOptions): Promise<WebhookOutcome> {
  const env = requireBilling();
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = getStripe().webhooks.constructEvent(payload, signature, env.STRIPE_WEBHOOK_SECRET!);
  } catch {
    throw new AppError("bad_request", "The Stripe signature does not match this payload, or it is too old.");
  }
  // The library refuses signatures older than its tolerance but accepts any from the future.
  if (signedAt(signature) > Date.now() / 1000 + signatureToleranceSeconds) {
    throw new AppError("bad_request", "The Stripe signature's timestamp is in the future.");
  }
  // A 500 here would make Stripe retry a delivery that can never succeed.
  if (!event.data || typeof event.data.object !== "object" || event.data.object === null) {
    throw new AppError("bad_request", "The event has no data.object.");
  }

  const handler = handlers[event.type] as ((tx: Transaction, event: Stripe.Event) => Promise<void>) | undefined;
  if (!handler) return "ignored";

  const db = await getDb();
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(processedStripeEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: processedStripeEvents.eventId });
    if (recorded.length === 0) return "duplicate";
    await handler(tx, event);
    return "applied";
  });
}
