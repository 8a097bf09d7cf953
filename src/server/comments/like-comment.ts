import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { commentLikes } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { AppError } from "@/server/errors";
import { assertMayComment } from "./assert-may-comment";
import type { CommentMember } from "./comment-member";
import { getCommentSettings } from "./comment-settings";
import { findCommentOrThrow, isCommentShown } from "./find-comment";

type LikeOptions = { commentId: string; member: CommentMember; now?: Date };

/** A shown comment, liked by someone who may comment there. */
async function findLikeable(options: LikeOptions) {
  const comment = await findCommentOrThrow(options.commentId);
  if (!isCommentShown(comment)) throw new AppError("conflict", "This comment is no longer shown.");
  await assertMayComment({
    slug: comment.postSlug,
    member: options.member,
    settings: await getCommentSettings(),
    now: options.now ?? new Date(),
  });
  return comment;
}

/** Once per member: a repeated or racing like is a 409 (the primary key decides), never a second count. Returns the post's slug. */
export async function likeComment(options: LikeOptions): Promise<{ slug: string }> {
  const comment = await findLikeable(options);
  const db = await getDb();
  try {
    await db.insert(commentLikes).values({ commentId: comment.id, userId: options.member.userId, createdAt: options.now ?? new Date() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "You already like this comment.");
    throw error;
  }
  return { slug: comment.postSlug };
}

/** Takes a like back; a 409 when there was none. Returns the post's slug. */
export async function unlikeComment(options: LikeOptions): Promise<{ slug: string }> {
  const comment = await findCommentOrThrow(options.commentId);
  const db = await getDb();
  const removed = await db
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, comment.id), eq(commentLikes.userId, options.member.userId)))
    .returning({ userId: commentLikes.userId });
  if (removed.length === 0) throw new AppError("conflict", "You do not like this comment.");
  return { slug: comment.postSlug };
}
