import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { comments } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { CommentMember } from "./comment-member";
import { findCommentOrThrow } from "./find-comment";

/**
 * A member deletes their own comment (at any time, banned or not): its text is gone for good; a
 * top-level comment with replies keeps its place as "deleted comment". Returns the post's slug.
 */
export async function deleteOwnComment(options: { commentId: string; member: CommentMember; now?: Date }): Promise<{ slug: string }> {
  const comment = await findCommentOrThrow(options.commentId);
  if (comment.authorId !== options.member.userId) throw new AppError("forbidden", "You can delete only your own comments.");
  const db = await getDb();
  const deleted = await db
    .update(comments)
    .set({ body: "", deletedAt: options.now ?? new Date() })
    .where(and(eq(comments.id, comment.id), isNull(comments.deletedAt)))
    .returning({ id: comments.id });
  if (deleted.length === 0) throw new AppError("conflict", "This comment was already deleted.");
  return { slug: comment.postSlug };
}
