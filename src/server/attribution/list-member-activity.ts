import "server-only";
import { and, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { auditLog, mailDeliveries, mails, signIns, subscriptions, users } from "@/server/db/schema";

export type ActivityKind = "joined" | "sign-in" | "mail" | "subscription" | "editor";
export type ActivityEntry = { key: string; kind: ActivityKind; at: Date; text: string };

/**
 * A member's timeline, newest first (#27): joining, sign-ins, mails delivered to them (or that
 * failed), their subscriptions' starts and changes, and what editors did about them (grants,
 * revocations, role changes, from the audit log). Each source is read newest first and capped.
 */
export async function listMemberActivity({
  actor,
  userId,
  limit = 50,
}: {
  actor: Actor;
  userId: string;
  limit?: number;
}): Promise<ActivityEntry[]> {
  assertRole(actor, "editor");
  const db = await getDb();
  const [member] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!member) return [];
  const [logins, deliveries, subs, audits] = await Promise.all([
    db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(desc(signIns.createdAt)).limit(limit),
    db
      .select({
        id: mailDeliveries.id,
        status: mailDeliveries.status,
        sentAt: mailDeliveries.sentAt,
        subject: mails.subject,
        kind: mails.kind,
      })
      .from(mailDeliveries)
      .innerJoin(mails, eq(mails.id, mailDeliveries.mailId))
      .where(and(eq(mailDeliveries.userId, userId), isNotNull(mailDeliveries.sentAt), inArray(mailDeliveries.status, ["sent", "failed"])))
      .orderBy(desc(mailDeliveries.sentAt))
      .limit(limit),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt)).limit(limit),
    db
      .select({ id: auditLog.id, summary: auditLog.summary, createdAt: auditLog.createdAt, actorHandle: users.handle })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(
        or(
          and(or(eq(auditLog.entityType, "user"), eq(auditLog.entityType, "subscription")), eq(auditLog.entityId, userId)),
          eq(auditLog.actorId, userId),
        ),
      )
      .orderBy(desc(auditLog.createdAt))
      .limit(limit),
  ]);
  const entries: ActivityEntry[] = [{ key: "joined", kind: "joined", at: member.createdAt, text: "Joined" }];
  for (const login of logins) {
    entries.push({ key: `s-${login.id}`, kind: "sign-in", at: login.createdAt, text: `Signed in (${providerName(login.provider)})` });
  }
  for (const delivery of deliveries) {
    const what = delivery.subject ? `“${delivery.subject}”` : `a ${delivery.kind} mail`;
    const text = delivery.status === "sent" ? `Mail delivered: ${what}` : `Mail failed: ${what}`;
    entries.push({ key: `m-${delivery.id}`, kind: "mail", at: delivery.sentAt!, text });
  }
  for (const sub of subs) {
    const name = sub.source === "complimentary" ? "Complimentary subscription" : `${capitalize(sub.plan)} subscription`;
    entries.push({ key: `b-${sub.id}`, kind: "subscription", at: sub.createdAt, text: `${name} started` });
    if (sub.updatedAt.getTime() - sub.createdAt.getTime() > 1000) {
      const state = sub.cancelAtPeriodEnd && sub.status !== "canceled" ? `${sub.status}, ends at period end` : sub.status.replace("_", " ");
      entries.push({ key: `u-${sub.id}`, kind: "subscription", at: sub.updatedAt, text: `${name} now ${state}` });
    }
  }
  for (const audit of audits) {
    const by = audit.actorHandle ? ` (by @${audit.actorHandle})` : "";
    entries.push({ key: `a-${audit.id}`, kind: "editor", at: audit.createdAt, text: `${audit.summary}${by}` });
  }
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

function providerName(provider: string): string {
  return provider === "email" ? "email link" : capitalize(provider);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
