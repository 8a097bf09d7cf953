import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { importSources, subscriptions } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";

/**
 * Without Stripe (or for members Stripe did not know), the paying members of an import are
 * imported as free with their old access noted: this grants each of them, at once, a
 * complimentary subscription until the date their paid access ran to (none when unknown).
 * Members who already have a subscription of any kind are left as they are.
 */
export async function grantImportedComplimentary(options: { actor: Actor; runId: string; now?: Date }): Promise<number> {
  assertRole(options.actor, "editor");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const granted = await tx.execute<{ user_id: string }>(sql`
      INSERT INTO ${subscriptions} (id, user_id, source, plan, status, current_period_end, granted_by_id)
      SELECT gen_random_uuid()::text, s.entity_id, 'complimentary', 'complimentary', 'active', (s.note->>'until')::timestamptz, ${options.actor.id}
      FROM ${importSources} s
      WHERE s.run_id = ${options.runId} AND s.kind = 'member' AND s.note->>'tier' = 'paid'
        AND (s.note->>'until' IS NULL OR (s.note->>'until')::timestamptz > ${options.now ?? new Date()})
        AND NOT EXISTS (SELECT 1 FROM ${subscriptions} x WHERE x.user_id = s.entity_id)
      ON CONFLICT DO NOTHING
      RETURNING user_id`);
    const count = granted.rows.length;
    await recordAudit(tx, {
      actor: options.actor,
      action: "import.grant",
      entityType: "import",
      entityId: options.runId,
      summary: `Granted complimentary access to ${count} paying members of an import`,
      now: options.now,
    });
    return count;
  });
}
