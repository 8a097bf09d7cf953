import "server-only";
import { and, eq, exists, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "@/server/db/transaction";
import { commentReports, comments, posts } from "@/server/db/schema";

/**
 * A leaving member's comments, in their account's deletion transaction: their replies go; a
 * top-level comment that others answered becomes a tombstone ("deleted comment": no text, no
 * author) so the replies keep their thread, and the open reports on it are settled; the rest go
 * (with their likes and reports). Returns the slugs of the posts whose threads changed.
 */
export async function eraseMemberComments(tx: Transaction, userId: string, now: Date): Promise<string[]> {
  const touched = await tx
    .selectDistinct({ slug: posts.slug })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.authorId, userId));
  await tx.delete(comments).where(and(eq(comments.authorId, userId), isNotNull(comments.parentId)));
  const replies = alias(comments, "replies");
  const tombstones = await tx
    .update(comments)
    .set({ body: "", authorId: null, editedAt: null, deletedAt: sql`coalesce(${comments.deletedAt}, ${now})` })
    .where(
      and(
        eq(comments.authorId, userId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(replies)
            .where(eq(replies.parentId, comments.id)),
        ),
      ),
    )
    .returning({ id: comments.id });
  if (tombstones.length > 0) {
    await tx
      .update(commentReports)
      .set({ resolvedAt: now })
      .where(
        and(
          inArray(
            commentReports.commentId,
            tombstones.map((row) => row.id),
          ),
          isNull(commentReports.resolvedAt),
        ),
      );
  }
  await tx.delete(comments).where(eq(comments.authorId, userId));
  return touched.map((row) => row.slug);
}
