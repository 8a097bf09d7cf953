import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { subscriptionRequests, users } from "@/server/db/schema";
import { recordSubscriptionAttribution } from "@/server/attribution/record-attribution";
import { recordAudit } from "@/server/audit/record-audit";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { grantComplimentarySubscription } from "@/server/billing/grant-complimentary-subscription";
import { AppError } from "@/server/errors";

export type ResolveSubscriptionRequestOptions = { actor: Actor; requestId: string; decision: "grant" | "decline"; now?: Date };

/**
 * An editor answers a request: "grant" gives the member a complimentary subscription with no end
 * date (the members page's own grant, through the subscriptions domain), "decline" closes it.
 * One transaction with its audit row; only a pending request can be answered, so two editors
 * clicking at once grant once and the second is told it was answered.
 */
export async function resolveSubscriptionRequest({
  actor,
  requestId,
  decision,
  now = new Date(),
}: ResolveSubscriptionRequestOptions): Promise<{ email: string }> {
  assertRole(actor, "editor");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(subscriptionRequests)
      .set({ status: decision === "grant" ? "granted" : "declined", resolvedAt: now, resolvedById: actor.id, updatedAt: now })
      .where(and(eq(subscriptionRequests.id, requestId), eq(subscriptionRequests.status, "pending")))
      .returning({ userId: subscriptionRequests.userId, plan: subscriptionRequests.plan, attribution: subscriptionRequests.attribution });
    if (!request) throw new AppError("conflict", "This request was answered already (or no longer exists).");
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId));
    if (!member) throw new AppError("not_found", "That member no longer exists.");
    if (decision === "grant") {
      const subscription = await grantComplimentarySubscription({ actor, email: member.email, until: null, now, tx });
      // The subscription carries what brought the request (#27).
      if (request.attribution) {
        await recordSubscriptionAttribution(tx, { userId: request.userId, subscriptionId: subscription.id, value: request.attribution });
      }
    }
    await recordAudit(tx, {
      actor,
      action: decision === "grant" ? "subscription.grant" : "subscription-request.decline",
      entityType: "subscription",
      entityId: request.userId,
      summary:
        decision === "grant"
          ? `Granted a complimentary subscription to ${member.email} with no end date (their ${request.plan} request)`
          : `Declined the ${request.plan} subscription request of ${member.email}`,
      now,
    });
    return { email: member.email };
  });
}
