import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { commentReports, comments, subscriptionRequests } from "@/server/db/schema";

export type WaitingItems = { reportedComments: number; heldComments: number; subscriptionRequests: number };

/** What waits for an editor: comments with open reports, comments held for review, pending subscription requests. */
export async function countWaitingItems(): Promise<WaitingItems> {
  const db = await getDb();
  const [[reported], [held], [requests]] = await Promise.all([
    db
      .select({ total: sql<number>`count(distinct ${commentReports.commentId})`.mapWith(Number) })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .where(and(isNull(commentReports.resolvedAt), isNull(comments.deletedAt))),
    db
      .select({ total: count() })
      .from(comments)
      .where(and(eq(comments.status, "held"), isNull(comments.deletedAt))),
    db.select({ total: count() }).from(subscriptionRequests).where(eq(subscriptionRequests.status, "pending")),
  ]);
  return {
    reportedComments: Number(reported?.total ?? 0),
    heldComments: Number(held?.total ?? 0),
    subscriptionRequests: Number(requests?.total ?? 0),
  };
}
