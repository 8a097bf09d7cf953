import "server-only";
import { getDb } from "@/server/db/client";
import { recordAudit } from "@/server/audit/record-audit";
import type { Actor } from "@/server/auth/permissions";
import { grantComplimentarySubscription } from "@/server/billing/grant-complimentary-subscription";
import { revokeComplimentarySubscription } from "@/server/billing/revoke-complimentary-subscription";

// The members page grants and revokes through the subscriptions domain (which owns the role
// check and the rule) and records the change in the audit log shown on the member page, in
// the same transaction: neither exists without the other.

export type GrantComplimentaryOptions = { actor: Actor; email: string; until: string | null };
export type RevokeComplimentaryOptions = { actor: Actor; email: string };

export async function grantComplimentary({ actor, email, until }: GrantComplimentaryOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const subscription = await grantComplimentarySubscription({ actor, email, until, tx });
    await recordAudit(tx, {
      actor,
      action: "subscription.grant",
      entityType: "subscription",
      entityId: subscription.userId,
      summary: `Granted a complimentary subscription to ${email}${until ? ` until ${until}` : " with no end date"}`,
    });
  });
}

export async function revokeComplimentary({ actor, email }: RevokeComplimentaryOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const revoked = await revokeComplimentarySubscription({ actor, email, tx });
    if (!revoked) return;
    await recordAudit(tx, {
      actor,
      action: "subscription.revoke",
      entityType: "subscription",
      entityId: email,
      summary: `Revoked the complimentary subscription of ${email}`,
    });
  });
}
