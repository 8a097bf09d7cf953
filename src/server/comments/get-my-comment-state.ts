import "server-only";
import { memberPicture } from "@/lib/member-picture";
import { and, asc, eq, isNull } from "drizzle-orm";
import { commentEditWindowMs } from "@/lib/comment-rules";
import type { MyCommentState } from "@/lib/comment-thread";
import { hasRole } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { commentLikes, comments, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { CommentMember } from "./comment-member";
import { getCommentSettings } from "./comment-settings";
import { findCommentPost } from "./find-comment-post";
import { getCommentBlock } from "./get-comment-block";
import { hasPublishedComment } from "./has-published-comment";
import { toThreadComment } from "./list-comment-thread";

/**
 * One member's own state on a post's comments, for the private request the comments island makes
 * beside the shared thread: may they comment (and why not), what they liked, which of theirs
 * they may still edit, and their comments waiting for approval.
 */
export async function getMyCommentState(options: { slug: string; member: CommentMember; now?: Date }): Promise<MyCommentState> {
  const now = options.now ?? new Date();
  const post = await findCommentPost(options.slug, now);
  if (!post) throw new AppError("not_found", "No such post.");
  const settings = await getCommentSettings();
  const db = await getDb();
  const [block, [me], own, liked] = await Promise.all([
    getCommentBlock({ post, member: options.member, settings, now }),
    db
      .select({ handle: users.handle, name: users.name, image: users.image, role: users.role })
      .from(users)
      .where(eq(users.id, options.member.userId)),
    db
      .select({
        id: comments.id,
        status: comments.status,
        body: comments.body,
        createdAt: comments.createdAt,
        editedAt: comments.editedAt,
        hiddenAt: comments.hiddenAt,
        parentId: comments.parentId,
      })
      .from(comments)
      .where(and(eq(comments.postId, post.id), eq(comments.authorId, options.member.userId), isNull(comments.deletedAt)))
      .orderBy(asc(comments.createdAt)),
    db
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .innerJoin(comments, eq(comments.id, commentLikes.commentId))
      .where(and(eq(commentLikes.userId, options.member.userId), eq(comments.postId, post.id))),
  ]);
  if (!me) throw new AppError("unauthorized", "Sign in to do that.");
  const editableUntil = (createdAt: Date) => {
    const until = createdAt.getTime() + commentEditWindowMs;
    return until > now.getTime() && !block ? new Date(until).toISOString() : null;
  };
  const author = { ...me, likes: 0, deletedAt: null };
  return {
    me: { name: me.name?.trim() || me.handle, handle: me.handle, image: memberPicture(me.image), isEditor: hasRole(me, "editor") },
    block,
    liked: liked.map((row) => row.id),
    mine: own.filter((row) => !row.hiddenAt).map((row) => ({ id: row.id, editableUntil: editableUntil(row.createdAt) })),
    held: own
      .filter((row) => row.status === "held" && !row.hiddenAt)
      .map((row) => ({ ...toThreadComment({ ...author, ...row }, []), parentId: row.parentId })),
    isHeldNext: settings.holdFirst && !hasRole(me, "editor") && !(await hasPublishedComment(options.member.userId)),
  };
}
