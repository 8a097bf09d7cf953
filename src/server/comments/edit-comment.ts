import "server-only";
import { eq } from "drizzle-orm";
import { commentEditWindowMs } from "@/lib/comment-rules";
import { commentBodySchema } from "@/lib/comment-body-schema";
import { getDb } from "@/server/db/client";
import { comments } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertMayComment } from "./assert-may-comment";
import type { CommentMember } from "./comment-member";
import { getCommentSettings } from "./comment-settings";
import { findCommentOrThrow } from "./find-comment";

export type EditCommentOptions = { commentId: string; member: CommentMember; body: string; now?: Date };

/**
 * A member edits their own comment within 15 minutes of posting it, while they may still comment
 * there; it is marked edited. Returns the post's slug (its comments cache to expire) and whether
 * the comment is shown (a held one is not).
 */
export async function editComment(
  options: EditCommentOptions,
): Promise<{ slug: string; body: string; editedAt: string; isShown: boolean }> {
  const now = options.now ?? new Date();
  const comment = await findCommentOrThrow(options.commentId);
  if (comment.authorId !== options.member.userId) throw new AppError("forbidden", "You can edit only your own comments.");
  if (comment.deletedAt) throw new AppError("conflict", "This comment was deleted.");
  if (comment.hiddenAt) throw new AppError("conflict", "An editor hid this comment, so it can no longer be edited.");
  if (now.getTime() - comment.createdAt.getTime() > commentEditWindowMs) {
    throw new AppError("forbidden", "A comment can be edited for 15 minutes after it is posted; this one is older.");
  }
  await assertMayComment({ slug: comment.postSlug, member: options.member, settings: await getCommentSettings(), now });
  const body = commentBodySchema.parse(options.body);
  const db = await getDb();
  const [updated] = await db
    .update(comments)
    .set({ body, editedAt: now })
    .where(eq(comments.id, comment.id))
    .returning({ deletedAt: comments.deletedAt, hiddenAt: comments.hiddenAt, status: comments.status });
  if (!updated || updated.deletedAt || updated.hiddenAt) throw new AppError("conflict", "This comment was deleted or hidden meanwhile.");
  return { slug: comment.postSlug, body, editedAt: now.toISOString(), isShown: updated.status === "published" };
}
