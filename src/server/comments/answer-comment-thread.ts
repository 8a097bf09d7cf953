import "server-only";
import { effectiveAccess } from "@/lib/decide-reading";
import type { UserRole } from "@/lib/roles";
import { AppError } from "@/server/errors";
import { decidePostReading } from "@/server/posts/decide-post-reading";
import { readReadingPolicy } from "@/server/posts/read-reading-policy";
import { readCommentSettings } from "./read-comment-settings";
import { readCommentThread } from "./read-comment-thread";

/** The thread's JSON and how it may be kept: by anyone (a public post) or by this reader only (a gated one). */
export type CommentThreadAnswer = { json: string; etag: string; isPublic: boolean };

export type AnswerCommentThreadOptions = {
  slug: string;
  /** Asked only for a gated post: a public post's comments are the same for everyone and need no session. */
  reader: () => Promise<{ userId: string; role: UserRole } | null>;
  /** The page's `?gift=` token: a gift link opens the comments as it opens the post (not counted again). */
  gift?: string;
  now?: Date;
};

/**
 * What the public comments endpoint answers: the shared cached thread, to everyone when the post
 * is public now, and otherwise only to a reader the paywall's rule lets read the post in full
 * (a 403 for the others, which carries nothing of the thread).
 */
export async function answerCommentThread(options: AnswerCommentThreadOptions): Promise<CommentThreadAnswer> {
  const now = options.now ?? new Date();
  const settings = await readCommentSettings();
  if (settings.audience === "off") throw new AppError("not_found", "Comments are off on this site.");
  const thread = await readCommentThread(options.slug);
  if (!thread) throw new AppError("not_found", "No such post.");
  const post = { ...thread.post, publishedAt: thread.post.publishedAt ? new Date(thread.post.publishedAt) : null };
  if (effectiveAccess(post, await readReadingPolicy(), now) === "public") return { json: thread.json, etag: thread.etag, isPublic: true };
  const reader = await options.reader();
  const decision = await decidePostReading({ post, reader, gift: options.gift, countsGiftOpen: false, mayClaimMeter: true, now });
  if (!decision.isFull) {
    const message = reader
      ? "The comments of this post are for readers who may read all of it."
      : "Sign in to read the comments of this post.";
    throw new AppError(reader ? "forbidden" : "unauthorized", message, { headers: { "Cache-Control": "private, no-store" } });
  }
  return { json: thread.json, etag: thread.etag, isPublic: false };
}
