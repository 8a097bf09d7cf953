import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { commentBans, commentLikes, commentMailPreferences, commentReports, comments, posts } from "@/server/db/schema";

/** The member's part in the comments: what they wrote (deleted ones as what is left of them), liked, reported; a ban; their comment mail. */
export async function readMemberConversation(db: Database, userId: string) {
  const [written, likes, reports, bans, mail] = await Promise.all([
    db
      .select({
        id: comments.id,
        post: { slug: posts.slug, title: posts.title },
        replyTo: comments.parentId,
        body: comments.body,
        status: comments.status,
        createdAt: comments.createdAt,
        editedAt: comments.editedAt,
        deletedAt: comments.deletedAt,
        hiddenAt: comments.hiddenAt,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.authorId, userId))
      .orderBy(asc(comments.createdAt)),
    db
      .select({ commentId: commentLikes.commentId, post: { slug: posts.slug }, createdAt: commentLikes.createdAt })
      .from(commentLikes)
      .innerJoin(comments, eq(comments.id, commentLikes.commentId))
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(commentLikes.userId, userId))
      .orderBy(asc(commentLikes.createdAt)),
    db
      .select({
        commentId: commentReports.commentId,
        post: { slug: posts.slug },
        reason: commentReports.reason,
        createdAt: commentReports.createdAt,
        resolvedAt: commentReports.resolvedAt,
      })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(commentReports.reporterId, userId))
      .orderBy(asc(commentReports.createdAt)),
    db
      .select({ reason: commentBans.reason, until: commentBans.until, createdAt: commentBans.createdAt })
      .from(commentBans)
      .where(eq(commentBans.userId, userId)),
    db
      .select({
        replies: commentMailPreferences.replies,
        newComments: commentMailPreferences.newComments,
        reports: commentMailPreferences.reports,
        updatedAt: commentMailPreferences.updatedAt,
      })
      .from(commentMailPreferences)
      .where(eq(commentMailPreferences.userId, userId)),
  ]);
  return { comments: written, likesGiven: likes, reportsFiled: reports, commentBan: bans[0] ?? null, commentMail: mail[0] ?? null };
}
