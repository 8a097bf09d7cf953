import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import type { RawRow } from "@/server/db/raw-row";
import type { MailDelivery } from "@/server/db/schema";

/**
 * Of these deliveries, the ones nobody wants any more: between queueing and sending the address
 * bounced, the member turned "Email me new posts" off (a newsletter), the saved search is gone
 * or off (an alert or digest), or they turned that kind of comment mail off (an editor's comment
 * mail also stops when they are no longer an editor). One statement for a batch.
 */
export async function findUnwantedDeliveries(db: Database, deliveryIds: number[]): Promise<Set<number>> {
  if (deliveryIds.length === 0) return new Set();
  const { rows } = await db.execute<RawRow<Pick<MailDelivery, "id">>>(sql`
    SELECT d.id FROM mail_deliveries d
    JOIN mails m ON m.id = d.mail_id
    LEFT JOIN mail_preferences mp ON mp.user_id = d.user_id
    LEFT JOIN saved_searches ss ON ss.id = m.saved_search_id
    LEFT JOIN comment_mail_preferences cp ON cp.user_id = d.user_id
    LEFT JOIN users u ON u.id = d.user_id
    WHERE d.id = ANY(${sql.param(deliveryIds)}::bigint[]) AND (
      EXISTS (SELECT 1 FROM mail_bounces b WHERE b.email = lower(d.email))
      OR (m.kind IN ('post', 'post_preview') AND NOT coalesce(mp.new_posts, false))
      OR (m.kind IN ('alert', 'digest') AND (ss.id IS NULL OR ss.frequency = 'off'))
      OR (m.kind = 'comment_reply' AND NOT coalesce(cp.replies, true))
      OR (m.kind IN ('comment_new', 'comment_summary') AND (coalesce(cp.new_comments, 'off') = 'off' OR u.role = 'reader'))
      OR (m.kind = 'comment_report' AND (NOT coalesce(cp.reports, true) OR u.role = 'reader')))`);
  return new Set(rows.map((row) => Number(row.id)));
}
