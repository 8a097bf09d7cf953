import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import type { PostEmailStatus } from "@/lib/post-email-status";

export type { PostEmailStatus } from "@/lib/post-email-status";

/** The editor's view of a post's newsletter (see PostEmailStatus). */
export async function getPostEmailStatus(postId: string): Promise<PostEmailStatus> {
  const db = await getDb();
  const { rows } = await db.execute<{ id: string; created_at: string | Date; queued_at: string | Date | null }>(
    sql`SELECT id, created_at, queued_at FROM mails WHERE kind = 'post' AND post_id = ${postId}`,
  );
  const mail = rows[0];
  if (!mail) return { state: "none" };
  if (!mail.queued_at) return { state: "waiting", requestedAt: new Date(mail.created_at).toISOString() };
  const { rows: counts } = await db.execute<{ status: string; n: number | string }>(
    sql`SELECT status, count(*) AS n FROM mail_deliveries WHERE mail_id = ${mail.id} GROUP BY status`,
  );
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  return {
    state: "queued",
    queuedAt: new Date(mail.queued_at).toISOString(),
    delivered: count("sent"),
    failed: count("failed"),
    pending: count("pending"),
    skipped: count("skipped"),
  };
}
