import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { importSources, mailPreferences, subscriptions, users } from "@/server/db/schema";
import type { Actor } from "@/server/auth/permissions";
import type { ImportedMember, ImportPlatform } from "../types";
import { pickMemberHandles } from "./pick-member-handles";

export type MemberBatchResult = {
  created: number;
  existing: number;
  unchanged: number;
  /** Paying members to look up in Stripe, with the account each became. */
  paying: { userId: string; member: ImportedMember }[];
};

/**
 * Up to a few hundred members in one transaction: new addresses become reader accounts (with
 * "email me new posts" on when they were receiving mail, and a complimentary subscription when
 * they had one), addresses already here keep their account as it is and are only linked, and
 * addresses an earlier import brought are left alone. Nobody is emailed.
 */
export async function importMemberBatch(options: {
  platform: ImportPlatform;
  members: ImportedMember[];
  actor: Actor;
  runId: string;
  now: Date;
}): Promise<MemberBatchResult> {
  const { platform, members, now } = options;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const emails = members.map((member) => member.email);
    const mapped = new Map(
      (
        await tx
          .select({ sourceId: importSources.sourceId, runId: importSources.runId })
          .from(importSources)
          .where(and(eq(importSources.platform, platform), eq(importSources.kind, "member"), inArray(importSources.sourceId, emails)))
      ).map((row) => [row.sourceId, row.runId]),
    );
    // Brought by this run before it was interrupted: counted as created again, written once.
    const before = [...mapped.values()].filter((runId) => runId === options.runId).length;
    const pending = members.filter((member) => !mapped.has(member.email));
    const existingRows = pending.length
      ? await tx
          .select({ id: users.id, email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(
            inArray(
              sql`lower(${users.email})`,
              pending.map((m) => m.email),
            ),
          )
      : [];
    const existing = new Map(existingRows.map((row) => [row.email, row.id]));
    const fresh = pending.filter((member) => !existing.has(member.email));
    const handles = await pickMemberHandles(
      tx,
      fresh.map((member) => member.email),
    );
    const inserted = fresh.length
      ? await tx
          .insert(users)
          .values(
            fresh.map((member) => ({
              email: member.email,
              name: member.name?.slice(0, 200) ?? null,
              handle: handles.get(member.email)!,
              role: "reader" as const,
              createdAt: member.createdAt ?? now,
              updatedAt: now,
            })),
          )
          .returning({ id: users.id, email: users.email })
      : [];
    const idOf = new Map([...existing, ...inserted.map((row) => [row.email, row.id] as const)]);
    const freshIds = new Set(inserted.map((row) => row.id));

    const optIns = fresh
      .filter((member) => member.emailOptIn)
      .map((member) => ({ userId: idOf.get(member.email)!, newPosts: true, updatedAt: now }));
    if (optIns.length) await tx.insert(mailPreferences).values(optIns).onConflictDoNothing();
    const comps = fresh.filter((member) => member.tier === "complimentary" && (!member.paidUntil || member.paidUntil > now));
    if (comps.length) {
      await tx
        .insert(subscriptions)
        .values(
          comps.map((member) => ({
            userId: idOf.get(member.email)!,
            source: "complimentary" as const,
            plan: "complimentary" as const,
            status: "active" as const,
            currentPeriodEnd: member.paidUntil,
            grantedById: options.actor.id,
          })),
        )
        .onConflictDoNothing();
    }
    if (pending.length) {
      await tx.insert(importSources).values(
        pending.map((member) => {
          const userId = idOf.get(member.email)!;
          return {
            platform,
            kind: "member",
            sourceId: member.email,
            entityId: userId,
            runId: options.runId,
            note: { tier: member.tier, until: member.paidUntil?.toISOString() ?? null, preExisting: !freshIds.has(userId) },
          };
        }),
      );
    }
    return {
      created: inserted.length + before,
      existing: pending.length - inserted.length,
      unchanged: members.length - pending.length - before,
      paying: pending.filter((member) => member.tier === "paid").map((member) => ({ userId: idOf.get(member.email)!, member })),
    };
  });
}
