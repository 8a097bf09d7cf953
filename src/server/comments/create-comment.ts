import "server-only";
import { eq } from "drizzle-orm";
import { commentBodySchema } from "@/lib/comment-body-schema";
import { commentEditWindowMs } from "@/lib/comment-rules";
import type { PostedComment } from "@/lib/comment-thread";
import { hasRole } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { comments, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueTask } from "@/server/jobs/enqueue-task";
import { assertMayComment } from "./assert-may-comment";
import type { CommentMember } from "./comment-member";
import { getCommentSettings } from "./comment-settings";
import { limitCommentRate } from "./limit-comment-rate";
import { hasPublishedComment } from "./has-published-comment";
import { toThreadComment } from "./list-comment-thread";

export type CreateCommentOptions = {
  slug: string;
  member: CommentMember;
  /** As typed: normalized and checked here (commentBodySchema). */
  body: string;
  /** A top-level comment of the same post to reply to. */
  parentId?: string | null;
  now?: Date;
};

/**
 * A member's comment or reply. Checked in order: who may comment here (settings, ban, the
 * paywall's rule), the text, the member's rate, the parent (a shown top-level comment of this
 * post: replies go one level deep). A member's first comment waits for an editor when the site
 * says so. Written with its notification task in one transaction; the caller expires the
 * post's comments cache (revalidateComments) when the comment is shown.
 */
export async function createComment(options: CreateCommentOptions): Promise<PostedComment> {
  const now = options.now ?? new Date();
  const settings = await getCommentSettings();
  const post = await assertMayComment({ slug: options.slug, member: options.member, settings, now });
  const body = commentBodySchema.parse(options.body);
  await limitCommentRate("comment", options.member.userId);
  const isEditor = hasRole(options.member, "editor");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const parentId = options.parentId ?? null;
    if (parentId) {
      const [parent] = await tx
        .select({
          postId: comments.postId,
          parentId: comments.parentId,
          status: comments.status,
          deletedAt: comments.deletedAt,
          hiddenAt: comments.hiddenAt,
        })
        .from(comments)
        .where(eq(comments.id, parentId))
        .for("share");
      if (!parent || parent.postId !== post.id || parent.status !== "published") {
        throw new AppError("not_found", "The comment you are replying to is not under this post.");
      }
      if (parent.parentId) throw new AppError("bad_request", "Replies go one level deep: reply to the comment above this one instead.");
      if (parent.deletedAt) throw new AppError("conflict", "That comment was deleted, so it takes no more replies.");
      if (parent.hiddenAt) throw new AppError("conflict", "That comment was hidden by an editor, so it takes no more replies.");
    }
    const isHeld = settings.holdFirst && !isEditor && !(await hasPublishedComment(options.member.userId, tx));
    const [row] = await tx
      .insert(comments)
      .values({ postId: post.id, authorId: options.member.userId, parentId, body, status: isHeld ? "held" : "published", createdAt: now })
      .returning({ id: comments.id });
    const [author] = await tx
      .select({ handle: users.handle, name: users.name, image: users.image, role: users.role })
      .from(users)
      .where(eq(users.id, options.member.userId));
    await enqueueTask(tx, { kind: "comments.notify", payload: { commentId: row!.id, event: isHeld ? "held" : "posted" } });
    return {
      comment: toThreadComment(
        { id: row!.id, body, createdAt: now, editedAt: null, deletedAt: null, hiddenAt: null, likes: 0, ...author! },
        [],
      ),
      parentId,
      isHeld,
      editableUntil: new Date(now.getTime() + commentEditWindowMs).toISOString(),
    };
  });
}
