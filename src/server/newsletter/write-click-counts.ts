import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import type { ClickCount, DeliveryFacts } from "./click-counter";

/** When each copy was sent (null: not yet) and how many counted links its mail has: one query a flush. */
export async function lookupDeliveryFacts(deliveryIds: number[]): Promise<Map<number, DeliveryFacts>> {
  const db = await getDb();
  const { rows } = await db.execute<{ id: number | string; sent_at: string | Date | null; links: number | string }>(sql`
    SELECT d.id, d.sent_at, (SELECT count(*) FROM mail_links l WHERE l.mail_id = d.mail_id) AS links
    FROM mail_deliveries d WHERE d.id = ANY(${sql.param(deliveryIds)}::bigint[])`);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { sentAt: row.sent_at === null ? null : new Date(row.sent_at).getTime(), linkCount: Number(row.links) },
    ]),
  );
}

/**
 * Adds a flush's counts in one statement. A count whose link is not of its copy's mail, or
 * whose copy is gone (the member deleted since), is left out by the join, not an error. Rows are
 * written in key order, so two nodes flushing overlapping counts wait for each other instead of
 * deadlocking (which would drop one node's batch).
 */
export async function writeClickCounts(counts: ClickCount[]): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
      INSERT INTO mail_link_clicks (link_id, delivery_id, clicks)
      SELECT c.link_id, c.delivery_id, c.clicks
      FROM unnest(${sql.param(counts.map((each) => each.linkId))}::bigint[], ${sql.param(counts.map((each) => each.deliveryId))}::bigint[],
                  ${sql.param(counts.map((each) => each.clicks))}::int[]) AS c(link_id, delivery_id, clicks)
      JOIN mail_links l ON l.id = c.link_id
      JOIN mail_deliveries d ON d.id = c.delivery_id AND d.mail_id = l.mail_id
      ORDER BY c.link_id, c.delivery_id
      ON CONFLICT (link_id, delivery_id) DO UPDATE SET clicks = mail_link_clicks.clicks + excluded.clicks`);
}
