import "server-only";
import { z } from "zod";
import { reportReasonMaxLength } from "@/lib/comment-rules";
import { normalizeCommentText } from "@/lib/comment-text";
import { getDb } from "@/server/db/client";
import { commentReports } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { AppError } from "@/server/errors";
import { enqueueTask } from "@/server/jobs/enqueue-task";
import { decidePostReading } from "@/server/posts/decide-post-reading";
import type { CommentMember } from "./comment-member";
import { findCommentOrThrow, isCommentShown } from "./find-comment";
import { findCommentPost } from "./find-comment-post";
import { limitCommentRate } from "./limit-comment-rate";

export const reportReasonSchema = z
  .string({ error: "Say why you report this comment." })
  .max(reportReasonMaxLength * 4)
  .transform(normalizeCommentText)
  .superRefine((reason, context) => {
    if (reason.length === 0) context.addIssue({ code: "custom", message: "Say why you report this comment." });
    else if (reason.length > reportReasonMaxLength)
      context.addIssue({ code: "custom", message: `Keep the reason under ${reportReasonMaxLength} characters.` });
  });

export type ReportCommentOptions = { commentId: string; member: CommentMember; reason: string; now?: Date };

/**
 * A member who may read the post reports someone else's shown comment, once, with a reason
 * (a repeated or racing report is a 409). Editors hear of it in the admin and by mail (a task in
 * the same transaction). Reports have a per-member rate of their own.
 */
export async function reportComment(options: ReportCommentOptions): Promise<void> {
  const now = options.now ?? new Date();
  const comment = await findCommentOrThrow(options.commentId);
  if (!isCommentShown(comment)) throw new AppError("conflict", "This comment is no longer shown.");
  if (comment.authorId === options.member.userId)
    throw new AppError("bad_request", "You cannot report your own comment; delete it instead.");
  const post = await findCommentPost(comment.postSlug, now);
  if (!post) throw new AppError("not_found", "No such post.");
  const reading = await decidePostReading({ post, reader: options.member, mayClaimMeter: true, now });
  if (!reading.isFull) throw new AppError("forbidden", "You can report comments on a post you may read in full.");
  const reason = reportReasonSchema.parse(options.reason);
  await limitCommentRate("report", options.member.userId);
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const [report] = await tx
        .insert(commentReports)
        .values({ commentId: comment.id, reporterId: options.member.userId, reason, createdAt: now })
        .returning({ id: commentReports.id });
      await enqueueTask(tx, { kind: "comments.notify-report", payload: { reportId: report!.id } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "You have already reported this comment. The editors will look at it.");
    throw error;
  }
}
