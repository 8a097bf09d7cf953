import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Transaction } from "@/server/db/transaction";
import { stripeCustomers, subscriptionStatuses, users, type SubscriptionPlan, type SubscriptionStatus } from "@/server/db/schema";
import { getEnv } from "@/server/env";

/** One handler per allowed event type; it runs inside the transaction that records the event. */
export type WebhookHandler<T extends Stripe.Event["type"]> = (tx: Transaction, event: Extract<Stripe.Event, { type: T }>) => Promise<void>;

export const eventTime = (event: Stripe.Event) => new Date(event.created * 1000);

export const stripeId = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/**
 * Whose subscription this is: the member id we put in the metadata at checkout if that
 * member still exists, else the member we created this Stripe customer for.
 */
export async function resolveUserId(tx: Transaction, { userId, customerId }: { userId?: string | null; customerId?: string }) {
  if (userId) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (user) return user.id;
  }
  if (customerId) {
    const [row] = await tx
      .select({ userId: stripeCustomers.userId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.stripeCustomerId, customerId));
    if (row) return row.userId;
  }
  return undefined;
}

const kept = new Set<string>(subscriptionStatuses);

/**
 * Stripe has more statuses than we keep; the extra ones are all "not entitled":
 * `incomplete_expired` is final (canceled), `paused` (a trial ended without a card) and any
 * status added later count as unpaid.
 */
export function toSubscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (kept.has(status)) return status as SubscriptionStatus;
  return status === "incomplete_expired" ? "canceled" : "unpaid";
}

export function planFromPrice(price: string | Stripe.Price | null | undefined, fallback?: string | null): SubscriptionPlan {
  const env = getEnv();
  const priceId = stripeId(price);
  if (priceId && priceId === env.STRIPE_PRICE_YEARLY) return "yearly";
  if (priceId && priceId === env.STRIPE_PRICE_MONTHLY) return "monthly";
  if (typeof price === "object" && price?.recurring?.interval === "year") return "yearly";
  return fallback === "yearly" ? "yearly" : "monthly";
}

export function logUnattributed(event: Stripe.Event, detail: string) {
  console.warn(`[stripe] ${event.type} ${event.id}: ${detail}; nothing to update.`);
}
