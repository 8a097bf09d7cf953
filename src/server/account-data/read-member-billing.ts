import "server-only";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
import { auditLog, giftLinks, meteredReads, posts, stripeCustomers, subscriptionRequests, subscriptions, users } from "@/server/db/schema";

/**
 * What the member has had and asked for: every subscription row (ended ones are the history),
 * complimentary grants with who granted them, the Stripe customer, subscription requests, the
 * admin log's lines about their membership, the paid posts the meter counted, gift links they made.
 */
export async function readMemberBilling(db: Database, userId: string, email: string) {
  const granter = alias(users, "granter");
  const [subscriptionRows, customers, requests, history, meter, gifts] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        source: subscriptions.source,
        plan: subscriptions.plan,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        stripeCustomerId: subscriptions.stripeCustomerId,
        stripeSubscriptionId: subscriptions.stripeSubscriptionId,
        grantedBy: granter.handle,
        createdAt: subscriptions.createdAt,
        updatedAt: subscriptions.updatedAt,
      })
      .from(subscriptions)
      .leftJoin(granter, eq(granter.id, subscriptions.grantedById))
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db
      .select({ stripeCustomerId: stripeCustomers.stripeCustomerId, createdAt: stripeCustomers.createdAt })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, userId)),
    db
      .select({
        plan: subscriptionRequests.plan,
        note: subscriptionRequests.note,
        status: subscriptionRequests.status,
        createdAt: subscriptionRequests.createdAt,
        updatedAt: subscriptionRequests.updatedAt,
        resolvedAt: subscriptionRequests.resolvedAt,
      })
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.userId, userId))
      .orderBy(asc(subscriptionRequests.createdAt)),
    db
      .select({ action: auditLog.action, summary: auditLog.summary, at: auditLog.createdAt })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.entityType, ["user", "subscription"]),
          or(eq(auditLog.entityId, userId), eq(auditLog.entityId, email), eq(auditLog.entityId, email.toLowerCase())),
        ),
      )
      .orderBy(asc(auditLog.createdAt)),
    db
      .select({ month: meteredReads.month, postIds: meteredReads.postIds })
      .from(meteredReads)
      .where(eq(meteredReads.userId, userId))
      .orderBy(asc(meteredReads.month)),
    db
      .select({
        id: giftLinks.id,
        post: { slug: posts.slug, title: posts.title },
        opens: giftLinks.opens,
        lastOpenedAt: giftLinks.lastOpenedAt,
        revokedAt: giftLinks.revokedAt,
        createdAt: giftLinks.createdAt,
      })
      .from(giftLinks)
      .innerJoin(posts, eq(posts.id, giftLinks.postId))
      .where(eq(giftLinks.giverId, userId))
      .orderBy(asc(giftLinks.createdAt)),
  ]);
  return {
    subscriptions: subscriptionRows,
    complimentaryGrants: subscriptionRows.filter((row) => row.source === "complimentary"),
    stripeCustomer: customers[0] ?? null,
    subscriptionRequests: requests,
    membershipHistory: history,
    meteredReads: meter,
    giftLinks: gifts,
  };
}
