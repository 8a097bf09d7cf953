import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import type { Transaction } from "@/server/db/transaction";
import { subscriptions, type Subscription } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { canEdit } from "@/server/auth/permissions";
import type { BillingActor } from "./entitlements";
import { findMemberByEmailOrThrow } from "./find-member-by-email";

export type GrantComplimentarySubscriptionOptions = {
  actor: BillingActor;
  email: string;
  /** Last day included (a calendar date, UTC); none means no end. */
  until?: string | null;
  now?: Date;
  /** The caller's transaction, when the grant belongs with its other writes (the audit row). */
  tx?: Transaction;
};

/** The end instant of an inclusive `YYYY-MM-DD` date: the last millisecond of that day, UTC. */
export function endOfDateUtc(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const end = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999)) : undefined;
  if (!end || end.toISOString().slice(0, 10) !== date) {
    throw new AppError("validation_failed", `"${date}" is not a date: use YYYY-MM-DD, e.g. 2027-01-31.`, {
      fields: { until: "Use YYYY-MM-DD" },
    });
  }
  return end;
}

/**
 * Gives a member a complimentary subscription (editors and owners only), or renews the one
 * they have: one complimentary row per member, set active with the new end date.
 */
export async function grantComplimentarySubscription({
  actor,
  email,
  until,
  now = new Date(),
  tx,
}: GrantComplimentarySubscriptionOptions): Promise<Subscription> {
  if (!canEdit(actor)) throw new AppError("forbidden", "Only editors and owners can grant subscriptions.");
  const end = until ? endOfDateUtc(until) : null;
  if (end && end.getTime() <= now.getTime()) {
    throw new AppError("validation_failed", "The end date is in the past.", { fields: { until: "Choose a date from today on" } });
  }
  const member = await findMemberByEmailOrThrow(email, tx);
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: member.id,
      source: "complimentary",
      plan: "complimentary",
      status: "active",
      currentPeriodEnd: end,
      grantedById: actor.id,
    })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      targetWhere: sql`${subscriptions.source} = 'complimentary'`,
      set: { status: "active", currentPeriodEnd: end, cancelAtPeriodEnd: false, grantedById: actor.id, updatedAt: now },
    })
    .returning();
  return row!;
}
