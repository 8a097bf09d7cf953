import { canEdit } from "@/server/auth/permissions";
import type { UserRole } from "@/lib/roles";
import type { Subscription } from "@/server/db/schema/billing";

/**
 * The one rule for "may this reader search?" — pure, so pages, the search API and the
 * session all ask the same question and it can be tested over every case.
 */

export type SubscriptionFacts = Pick<Subscription, "source" | "status" | "currentPeriodEnd">;

/**
 * A Stripe subscription counts while it is active or trialing and its paid period has not
 * ended (the period end itself is the first instant it no longer counts). A complimentary
 * one counts while active and before its end date, or forever without one.
 */
export function isSubscriptionActive(subscription: SubscriptionFacts, now: Date): boolean {
  const end = subscription.currentPeriodEnd;
  if (subscription.source === "complimentary") {
    return subscription.status === "active" && (end === null || now.getTime() < end.getTime());
  }
  const isPayingStatus = subscription.status === "active" || subscription.status === "trialing";
  // A Stripe row without a period end has not been confirmed by a subscription event yet.
  return isPayingStatus && end !== null && now.getTime() < end.getTime();
}

export function hasActiveSubscription(subscriptions: readonly SubscriptionFacts[], now: Date): boolean {
  return subscriptions.some((subscription) => isSubscriptionActive(subscription, now));
}

/**
 * A member's standing for reading paid posts (decideReading's `subscription`): active now;
 * lapsed when a subscription entitled them once and no longer does (the card offers "Renew");
 * none otherwise. A Stripe row that never got a period end (checkout never completed,
 * `incomplete`) never entitled anyone.
 */
export function subscriptionStanding(subscriptions: readonly SubscriptionFacts[], now: Date): "active" | "lapsed" | "none" {
  if (hasActiveSubscription(subscriptions, now)) return "active";
  const hadOne = subscriptions.some(
    (subscription) =>
      subscription.source === "complimentary" || (subscription.status !== "incomplete" && subscription.currentPeriodEnd !== null),
  );
  return hadOne ? "lapsed" : "none";
}

/**
 * Who is changing subscriptions: a signed-in member, or (id null) the operator running a
 * command-line script, who holds the database anyway.
 */
export type BillingActor = { id: string | null; role: UserRole };

/** Subscribers search; so do editors and owners, who curate what is searched. */
export function canSearch(reader: { role: UserRole; hasSubscription: boolean } | null | undefined): boolean {
  if (!reader) return false;
  return reader.hasSubscription || canEdit(reader);
}

const statusRank: Record<Subscription["status"], number> = {
  active: 0,
  trialing: 1,
  past_due: 2,
  unpaid: 3,
  incomplete: 4,
  canceled: 5,
};

/**
 * The subscription to show a reader: an entitling one first (Stripe before complimentary,
 * since it is the one they manage), else the one needing attention, newest first.
 */
export function pickSubscriptionToShow<T extends SubscriptionFacts & { updatedAt: Date }>(
  subscriptions: readonly T[],
  now: Date,
): T | undefined {
  return [...subscriptions].sort((a, b) => {
    const activeOrder = Number(isSubscriptionActive(b, now)) - Number(isSubscriptionActive(a, now));
    if (activeOrder !== 0) return activeOrder;
    const sourceOrder = Number(a.source === "complimentary") - Number(b.source === "complimentary");
    if (sourceOrder !== 0) return sourceOrder;
    const statusOrder = statusRank[a.status] - statusRank[b.status];
    if (statusOrder !== 0) return statusOrder;
    return b.updatedAt.getTime() - a.updatedAt.getTime();
  })[0];
}
