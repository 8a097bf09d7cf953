import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { comments, posts, users } from "@/server/db/schema";
import { queueMail } from "@/server/mail/queue-mail";
import { decidePostReadingWithPolicy, type DecidePostReadingOptions } from "@/server/posts/decide-post-reading-with-policy";
import { getAccessSettings } from "@/server/settings/get-access-settings";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { listEditorsWanting, wantsReplyMail } from "./comment-mail-recipients";
import { findCommentPost } from "./find-comment-post";
import { renderNewCommentMail, renderReplyMail, type MailComment } from "./render-comment-mail";

/** posted: shown at once; held: a first comment waiting for approval; approved: an editor let a held one through. */
export const commentEvents = ["posted", "held", "approved"] as const;
export type CommentEvent = (typeof commentEvents)[number];

/**
 * The mails a new comment brings, queued through the mail queue: editors who asked for each new
 * comment hear of it when it is posted or held; the author of the comment it replies to hears
 * of it once it is shown, unless they turned reply mail off, deleted their comment, or may no
 * longer read the post (a lapsed subscription: the reply would show them gated conversation).
 */
export async function notifyComment(commentId: string, event: CommentEvent, now = new Date()): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ comment: comments, authorName: users.name, authorHandle: users.handle, postSlug: posts.slug })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId));
  // A tombstone has no author (they deleted their account): nothing to tell anyone.
  if (!row || row.comment.deletedAt || row.comment.hiddenAt || !row.comment.authorId) return;
  const { comment } = row;
  const authorId = row.comment.authorId;
  // Unpublished or not yet due since: nobody is told of it.
  const post = await findCommentPost(row.postSlug, now);
  if (!post) return;
  const [{ siteName }, { logoUrl }] = await Promise.all([getSiteSettings(), getDesignSettings()]);
  const mail: MailComment = {
    id: comment.id,
    authorName: row.authorName?.trim() || row.authorHandle,
    body: comment.body,
    postSlug: post.slug,
    postTitle: post.title,
    isHeld: comment.status === "held",
  };
  const editors = event === "approved" ? [] : await listEditorsWanting("each", authorId);
  const replyTo = event !== "held" && comment.parentId ? await replyRecipient(comment.parentId, authorId, post, now) : null;
  if (editors.length === 0 && !replyTo) return;
  await db.transaction(async (tx) => {
    if (editors.length > 0)
      await queueMail(tx, { kind: "comment_new", postId: post.id, ...renderNewCommentMail(mail, siteName, logoUrl) }, editors);
    if (replyTo) {
      const rendered = renderReplyMail(mail, replyTo.parentBody, siteName, logoUrl);
      await queueMail(tx, { kind: "comment_reply", postId: post.id, ...rendered }, [replyTo.recipient]);
    }
  });
}

/** The parent's author, when they should hear of this reply. */
async function replyRecipient(parentId: string, replierId: string, post: DecidePostReadingOptions["post"], now: Date) {
  const db = await getDb();
  const [parent] = await db
    .select({ authorId: comments.authorId, body: comments.body, deletedAt: comments.deletedAt, email: users.email, role: users.role })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, parentId));
  if (!parent || parent.deletedAt || !parent.authorId || parent.authorId === replierId) return null;
  if (!(await wantsReplyMail(parent.authorId))) return null;
  // A task has no request for the data cache: the reading settings come from the database.
  const policy = await getAccessSettings();
  const reading = await decidePostReadingWithPolicy(policy, {
    post,
    reader: { userId: parent.authorId, role: parent.role },
    mayClaimMeter: false,
    now,
  });
  if (!reading.isFull) return null;
  return { recipient: { userId: parent.authorId, email: parent.email }, parentBody: parent.body };
}
