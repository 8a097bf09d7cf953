import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Transaction } from "@/server/db/transaction";
import { enqueueTasks } from "@/server/jobs/enqueue-task";

/** Deliveries one `mail.deliver` task sends: a batch small enough to finish well inside its lease, large enough to keep the pool busy. */
export const deliveriesPerTask = 100;

export type Recipient = { userId: string; email: string };

/**
 * Fans a mail out: one `mail_deliveries` row per recipient (unique per mail, so nobody is queued
 * twice) and one `mail.deliver` task per 100 of them, in the caller's transaction, so the mail
 * is queued whole or not at all. `recipients` is a list, or SQL yielding (user_id, email).
 * Returns how many deliveries were added.
 */
export async function queueMailDeliveries(tx: Transaction, mailId: string, recipients: Recipient[] | SQL): Promise<number> {
  const source = Array.isArray(recipients)
    ? sql`SELECT r.user_id, r.email FROM unnest(${sql.param(recipients.map((each) => each.userId))}::text[], ${sql.param(recipients.map((each) => each.email))}::text[]) AS r(user_id, email)`
    : recipients;
  const { rows } = await tx.execute<{ first_id: number | string; last_id: number | string; n: number | string }>(sql`
    WITH added AS (
      INSERT INTO mail_deliveries (mail_id, user_id, email)
      SELECT ${mailId}, s.user_id, s.email FROM (${source}) AS s(user_id, email)
      ON CONFLICT (mail_id, user_id) DO NOTHING
      RETURNING id)
    SELECT min(id) AS first_id, max(id) AS last_id, count(*) AS n
    FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / ${deliveriesPerTask} AS batch FROM added) numbered
    GROUP BY batch ORDER BY batch`);
  await enqueueTasks(
    tx,
    rows.map((row) => ({
      kind: "mail.deliver" as const,
      payload: { mailId, firstDeliveryId: Number(row.first_id), lastDeliveryId: Number(row.last_id) },
    })),
  );
  return rows.reduce((total, row) => total + Number(row.n), 0);
}
