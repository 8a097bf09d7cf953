import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { subscriptionRequests, type AttributionValue, type SubscriptionRequest } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { enqueueTask } from "@/server/jobs/enqueue-task";
import { consumeRateLimit } from "@/server/rate-limit/consume-rate-limit";
import type { RateLimitRule } from "@/server/rate-limit/types";
import { subscriptionRequestSchema, type SubscriptionRequestInput } from "./subscription-request-input";

/**
 * Requests one account may send in an hour. Counted in the database without Redis (every request
 * mails the editors: a flood must stop across app servers too), and refused with 503 when the
 * counts cannot be read, for the same reason. Keyed by account: nobody else's allowance moves.
 */
const perAccount: RateLimitRule = {
  name: "subscription-request",
  points: 5,
  windowSeconds: 60 * 60,
  withoutRedis: "database",
  whenStoreFails: "refuse",
};

export type RequestSubscriptionOptions = {
  userId: string;
  input: SubscriptionRequestInput;
  /** What brought the request (#27), checked by the caller; a grant carries it to the subscription. */
  attribution?: AttributionValue | null;
  now?: Date;
};

/**
 * "Request a subscription" (#27, for a site without Stripe): stores the member's request — one
 * pending per member, asking again replaces its plan and note — and, in the same transaction, a
 * task that mails the editors (CONTACT_EMAIL, or the owners). A member who is subscribed already
 * has nothing to ask for (409).
 */
export async function requestSubscription({
  userId,
  input,
  attribution = null,
  now = new Date(),
}: RequestSubscriptionOptions): Promise<SubscriptionRequest> {
  const parsed = subscriptionRequestSchema.parse(input);
  const allowance = await consumeRateLimit(perAccount, userId);
  if (!allowance.allowed) {
    const minutes = Math.ceil(allowance.retryAfterSeconds / 60);
    throw new AppError(
      "rate_limited",
      `You have sent several requests already. Please wait ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      {
        headers: { "Retry-After": String(allowance.retryAfterSeconds) },
      },
    );
  }
  if ((await getEntitlements(userId)).hasSubscription) throw new AppError("conflict", "You have a subscription already.");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscriptionRequests)
      .values({ userId, plan: parsed.plan, note: parsed.note, attribution, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: subscriptionRequests.userId,
        targetWhere: sql`${subscriptionRequests.status} = 'pending'`,
        // Asking again keeps what brought the first request.
        set: {
          plan: parsed.plan,
          note: parsed.note,
          attribution: sql`coalesce(${subscriptionRequests.attribution}, excluded.attribution)`,
          updatedAt: now,
        },
      })
      .returning();
    await enqueueTask(tx, { kind: "membership.notify-subscription-request", payload: { requestId: row!.id } });
    return row!;
  });
}
