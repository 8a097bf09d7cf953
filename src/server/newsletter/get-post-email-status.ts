import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { mailDeliveries, mails } from "@/server/db/schema";
import type { PostEmailStatus } from "@/lib/post-email-status";

export type { PostEmailStatus } from "@/lib/post-email-status";

/** The editor's view of a post's newsletter (see PostEmailStatus). */
export async function getPostEmailStatus(postId: string): Promise<PostEmailStatus> {
  const db = await getDb();
  const [mail] = await db
    .select({ id: mails.id, createdAt: mails.createdAt, queuedAt: mails.queuedAt })
    .from(mails)
    .where(and(eq(mails.kind, "post"), eq(mails.postId, postId)));
  if (!mail) return { state: "none" };
  if (!mail.queuedAt) return { state: "waiting", requestedAt: mail.createdAt.toISOString() };
  // A paid post's newsletter is two mails (in full, and the preview): the counts are of both.
  const counts = await db
    .select({ status: mailDeliveries.status, n: count() })
    .from(mailDeliveries)
    .innerJoin(mails, eq(mails.id, mailDeliveries.mailId))
    .where(and(eq(mails.postId, postId), inArray(mails.kind, ["post", "post_preview"])))
    .groupBy(mailDeliveries.status);
  const countOf = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  return {
    state: "queued",
    queuedAt: mail.queuedAt.toISOString(),
    delivered: countOf("sent"),
    failed: countOf("failed"),
    pending: countOf("pending"),
    skipped: countOf("skipped"),
  };
}
