import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { comments, posts, type Comment } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";
import { AppError } from "@/server/errors";

export type FoundComment = Comment & { postSlug: string };

/** A comment with its post's slug, or a 404 (ids are checked first: a malformed one is simply not found). */
export async function findCommentOrThrow(commentId: string, tx?: Transaction): Promise<FoundComment> {
  if (!/^[\w-]{1,100}$/.test(commentId)) throw new AppError("not_found", "No such comment.");
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ comment: comments, postSlug: posts.slug })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId));
  if (!row) throw new AppError("not_found", "No such comment.");
  return { ...row.comment, postSlug: row.postSlug };
}

/** A comment others see now: published, neither deleted nor hidden. */
export function isCommentShown(comment: Pick<Comment, "status" | "deletedAt" | "hiddenAt">): boolean {
  return comment.status === "published" && !comment.deletedAt && !comment.hiddenAt;
}
