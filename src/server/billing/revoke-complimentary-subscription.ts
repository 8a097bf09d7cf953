import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import type { Transaction } from "@/server/db/transaction";
import { subscriptions } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { canEdit } from "@/server/auth/permissions";
import type { BillingActor } from "./entitlements";
import { findMemberByEmailOrThrow } from "./find-member-by-email";

export type RevokeComplimentarySubscriptionOptions = {
  actor: BillingActor;
  email: string;
  now?: Date;
  /** The caller's transaction, when the revocation belongs with its other writes (the audit row). */
  tx?: Transaction;
};

/**
 * Ends a member's complimentary subscription now (editors and owners only). The row is
 * kept, canceled, as a record; a paid Stripe subscription is never touched here.
 * Returns whether there was one to revoke.
 */
export async function revokeComplimentarySubscription({
  actor,
  email,
  now = new Date(),
  tx,
}: RevokeComplimentarySubscriptionOptions): Promise<boolean> {
  if (!canEdit(actor)) throw new AppError("forbidden", "Only editors and owners can revoke subscriptions.");
  const member = await findMemberByEmailOrThrow(email, tx);
  const db = tx ?? (await getDb());
  const revoked = await db
    .update(subscriptions)
    .set({ status: "canceled", currentPeriodEnd: now, grantedById: actor.id, updatedAt: now })
    .where(and(eq(subscriptions.userId, member.id), eq(subscriptions.source, "complimentary"), ne(subscriptions.status, "canceled")))
    .returning({ id: subscriptions.id });
  return revoked.length > 0;
}
