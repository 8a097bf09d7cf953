import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { mails, posts } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import type { Transaction } from "@/server/db/transaction";
import { enqueueTask } from "@/server/jobs/enqueue-task";

export type RequestPostEmailOptions = { actor: Actor; postId: string };

/**
 * The editor's "email this post": a waiting newsletter row, rendered and queued by the
 * `newsletter.queue-due` task when the post goes live (now, or at its scheduled time: the task
 * is brought forward to that time, in this transaction). Runs in the publish or schedule
 * transaction, or on its own (setPostEmail). A post has at most one newsletter, ever: asking
 * again (republish, reschedule) changes nothing. Returns whether this call made the request.
 */
export async function requestPostEmail(tx: Transaction, options: RequestPostEmailOptions): Promise<boolean> {
  assertRole(options.actor, "editor");
  const inserted = await tx
    .insert(mails)
    .values({ kind: "post", postId: options.postId, requestedBy: options.actor.id })
    .onConflictDoNothing({ target: mails.postId, where: eq(mails.kind, "post") })
    .returning({ id: mails.id });
  if (inserted.length === 0) return false;
  const [post] = await tx.select({ publishedAt: posts.publishedAt }).from(posts).where(eq(posts.id, options.postId));
  // A draft has no time yet: publishing it brings the task forward (queuePostFollowUps).
  if (post?.publishedAt) {
    await enqueueTask(tx, { kind: "newsletter.queue-due", payload: {}, dedupeKey: "newsletter.queue-due", runAt: post.publishedAt });
  }
  return true;
}

/** Takes back a request whose post has not gone live yet; a queued newsletter cannot be unsent. */
async function cancelPostEmail(tx: Transaction, options: RequestPostEmailOptions): Promise<boolean> {
  assertRole(options.actor, "editor");
  const deleted = await tx
    .delete(mails)
    .where(and(eq(mails.kind, "post"), eq(mails.postId, options.postId), isNull(mails.queuedAt)))
    .returning({ id: mails.id });
  return deleted.length > 0;
}

/** The editor's email choice on its own (outside a publish): returns whether anything changed. */
export async function setPostEmail(options: RequestPostEmailOptions & { email: boolean }): Promise<boolean> {
  const db = await getDb();
  return db.transaction((tx) => (options.email ? requestPostEmail(tx, options) : cancelPostEmail(tx, options)));
}
