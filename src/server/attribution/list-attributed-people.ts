import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { attributions, subscriptions, users, type AttributionSubject } from "@/server/db/schema";

export type AttributedPerson = {
  userId: string;
  email: string;
  subject: AttributionSubject;
  plan: string | null;
  at: Date;
  channel: string;
  referrerDomain: string | null;
};

/** The newest members and subscriptions a page brought (a post's figures page lists them). Editors and owners: it names people. */
export async function listAttributedPeople({
  actor,
  pageKind,
  pageId,
  limit = 50,
}: {
  actor: Actor;
  pageKind: "post" | "tag" | "author";
  pageId: string;
  limit?: number;
}): Promise<AttributedPerson[]> {
  assertRole(actor, "editor");
  const db = await getDb();
  return db
    .select({
      userId: users.id,
      email: users.email,
      subject: attributions.subject,
      plan: subscriptions.plan,
      at: attributions.createdAt,
      channel: attributions.channel,
      referrerDomain: attributions.referrerDomain,
    })
    .from(attributions)
    .innerJoin(users, eq(users.id, attributions.userId))
    .leftJoin(subscriptions, eq(subscriptions.id, attributions.subscriptionId))
    .where(and(eq(attributions.pageKind, pageKind), eq(attributions.pageId, pageId)))
    .orderBy(desc(attributions.createdAt))
    .limit(limit);
}
