import "server-only";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import Stripe from "stripe";
import { getStripe } from "@/server/billing/stripe-client";
import type { Database } from "@/server/db/client";
import { subscriptions } from "@/server/db/schema";
import { AppError } from "@/server/errors";

const failed = "We could not cancel your subscription at Stripe, so nothing was deleted. Please try again in a few minutes.";

/**
 * Before an account is deleted, each of its Stripe subscriptions that has not ended is canceled
 * at Stripe, at once (no further charge). Any failure stops the deletion before anything is
 * deleted (503): a member must never be charged for an account that no longer exists. One Stripe
 * no longer knows is already gone. Returns the ids canceled.
 */
export async function cancelMemberStripeSubscriptions(db: Database, userId: string): Promise<string[]> {
  const open = await db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.source, "stripe"),
        ne(subscriptions.status, "canceled"),
        isNotNull(subscriptions.stripeSubscriptionId),
      ),
    );
  if (open.length === 0) return [];
  let stripe: Stripe;
  try {
    stripe = getStripe();
  } catch {
    throw new AppError("unavailable", `${failed} (Online payment is not configured on this site: ask the editors.)`);
  }
  const canceled: string[] = [];
  for (const { id } of open) {
    try {
      await stripe.subscriptions.cancel(id!, {}, { idempotencyKey: `groundwork-account-delete-${id}` });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError && error.code === "resource_missing")) {
        console.error(`[account-delete] Stripe could not cancel ${id}:`, error instanceof Error ? error.message : error);
        throw new AppError("unavailable", failed);
      }
    }
    canceled.push(id!);
  }
  return canceled;
}
