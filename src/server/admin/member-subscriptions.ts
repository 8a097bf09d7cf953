import "server-only";
import { getDb } from "@/server/db/client";
import { grantComplimentarySubscription } from "@/server/billing/grant-complimentary-subscription";
import { revokeComplimentarySubscription } from "@/server/billing/revoke-complimentary-subscription";
import type { Actor } from "./actor";
import { recordAudit } from "./record-audit";

// The members page grants and revokes through the subscriptions domain (which owns the role
// check and the rule), then records the change in the audit log shown on the member page.

export type GrantComplimentaryOptions = { actor: Actor; email: string; until: string | null };
export type RevokeComplimentaryOptions = { actor: Actor; email: string };

export async function grantComplimentary({ actor, email, until }: GrantComplimentaryOptions): Promise<void> {
  const subscription = await grantComplimentarySubscription({ actor, email, until });
  const db = await getDb();
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: "subscription.grant",
      entityType: "subscription",
      entityId: subscription.userId,
      summary: `Granted a complimentary subscription to ${email}${until ? ` until ${until}` : " with no end date"}`,
    }),
  );
}

export async function revokeComplimentary({ actor, email }: RevokeComplimentaryOptions): Promise<void> {
  const revoked = await revokeComplimentarySubscription({ actor, email });
  if (!revoked) return;
  const db = await getDb();
  await db.transaction((tx) =>
    recordAudit(tx, { actor, action: "subscription.revoke", entityType: "subscription", entityId: email, summary: `Revoked the complimentary subscription of ${email}` }),
  );
}
