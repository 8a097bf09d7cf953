import "server-only";
import { alias } from "drizzle-orm/pg-core";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { commentReports, comments, posts, users } from "@/server/db/schema";
import { queueMail } from "@/server/mail/queue-mail";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { listEditorsForReports } from "./comment-mail-recipients";
import { renderReportMail } from "./render-comment-mail";

const reporters = alias(users, "reporters");

/** A report reaches the editors by mail (every editor and owner but the comment's author, unless they turned report mail off). */
export async function notifyReport(reportId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({
      reason: commentReports.reason,
      resolvedAt: commentReports.resolvedAt,
      comment: { id: comments.id, body: comments.body, authorId: comments.authorId, postId: comments.postId },
      authorName: users.name,
      authorHandle: users.handle,
      reporterName: reporters.name,
      reporterHandle: reporters.handle,
      postSlug: posts.slug,
      postTitle: posts.title,
    })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .innerJoin(users, eq(users.id, comments.authorId))
    .innerJoin(reporters, eq(reporters.id, commentReports.reporterId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(commentReports.id, reportId));
  // Settled before the mail went (an editor already acted): nothing to tell.
  if (!row || row.resolvedAt) return;
  const editors = await listEditorsForReports(row.comment.authorId);
  if (editors.length === 0) return;
  const [{ siteName }, { logoUrl }] = await Promise.all([getSiteSettings(), getDesignSettings()]);
  const mail = renderReportMail(
    {
      id: row.comment.id,
      authorName: row.authorName?.trim() || row.authorHandle,
      body: row.comment.body,
      postSlug: row.postSlug,
      postTitle: row.postTitle,
    },
    { reporterName: row.reporterName?.trim() || row.reporterHandle, reason: row.reason },
    siteName,
    logoUrl,
  );
  await db.transaction((tx) => queueMail(tx, { kind: "comment_report", postId: row.comment.postId, ...mail }, editors));
}
