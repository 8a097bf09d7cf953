import "server-only";
import { and, desc, eq, gte, or } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { subscriptionRequests, users, type SubscriptionRequestStatus } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";

export type SubscriptionRequestItem = {
  id: string;
  userId: string;
  email: string;
  handle: string;
  plan: string;
  note: string;
  status: SubscriptionRequestStatus;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
};

/** Editors: every pending request (oldest first: first asked, first answered), then those answered in the last 30 days. */
export async function listSubscriptionRequests({
  actor,
  now = new Date(),
}: {
  actor: Actor;
  now?: Date;
}): Promise<SubscriptionRequestItem[]> {
  assertRole(actor, "editor");
  const db = await getDb();
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await db
    .select({
      id: subscriptionRequests.id,
      userId: subscriptionRequests.userId,
      email: users.email,
      handle: users.handle,
      plan: subscriptionRequests.plan,
      note: subscriptionRequests.note,
      status: subscriptionRequests.status,
      createdAt: subscriptionRequests.createdAt,
      updatedAt: subscriptionRequests.updatedAt,
      resolvedAt: subscriptionRequests.resolvedAt,
    })
    .from(subscriptionRequests)
    .innerJoin(users, eq(users.id, subscriptionRequests.userId))
    .where(or(eq(subscriptionRequests.status, "pending"), and(gte(subscriptionRequests.resolvedAt, since))))
    .orderBy(desc(subscriptionRequests.createdAt))
    .limit(500);
  const pending = rows.filter((row) => row.status === "pending").reverse();
  return [...pending, ...rows.filter((row) => row.status !== "pending")];
}

/** The member's latest request, for their account page (null: never asked). */
export async function getLatestSubscriptionRequest(
  userId: string,
): Promise<Pick<SubscriptionRequestItem, "plan" | "note" | "status" | "createdAt" | "resolvedAt"> | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      plan: subscriptionRequests.plan,
      note: subscriptionRequests.note,
      status: subscriptionRequests.status,
      createdAt: subscriptionRequests.createdAt,
      resolvedAt: subscriptionRequests.resolvedAt,
    })
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.userId, userId))
    .orderBy(desc(subscriptionRequests.createdAt))
    .limit(1);
  return row ?? null;
}
