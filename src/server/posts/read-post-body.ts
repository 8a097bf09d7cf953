import "server-only";
import type { ReadingDecision } from "@/lib/decide-reading";
import type { PostBodyAnswer } from "@/lib/post-body-answer";
import type { AppSession } from "@/lib/session";
import { AppError } from "@/server/errors";
import { decidePostReading } from "./decide-post-reading";
import { getPostBodyBySlug } from "./get-post-body-by-slug";
import { renderFullBody } from "./render-full-body";

export type ReadPostBodyOptions = {
  slug: string;
  session: AppSession | null;
  /** A session cookie came with the request: without a session it was forged or has expired. */
  hasSessionCookie: boolean;
  /** The `?gift=` token the post's address carried, as the page passed it on; absent: none. */
  gift?: string;
  now?: Date;
};

/**
 * What the private body endpoint answers one reader for one post: the whole body when
 * decideReading says so, else what their paywall card needs. Facts are read fresh on every
 * request (the subscription's period end counts at once); nothing here is cached across readers.
 */
export async function readPostBody(options: ReadPostBodyOptions): Promise<PostBodyAnswer> {
  const now = options.now ?? new Date();
  const post = await getPostBodyBySlug(options.slug, now);
  if (!post) throw new AppError("not_found", "No such post.");
  const reader = options.session ? { userId: options.session.user.id, role: options.session.role } : null;
  const decision = await decidePostReading({ post, reader, gift: options.gift, mayClaimMeter: true, now });
  return toPostBodyAnswer(decision, {
    postId: post.id,
    html: () => renderFullBody(post),
    isSignedIn: options.session !== null,
    hasSessionCookie: options.hasSessionCookie,
  });
}

/** What the answer says besides the decision: the post, its whole body's HTML (made only for a full answer), who asked. */
export type PostBodyAnswerFacts = {
  postId: string;
  html: () => string;
  isSignedIn: boolean;
  hasSessionCookie: boolean;
};

/** The endpoint's answer for a decision: the route (readPostBody) and the server's fast path (read-post-body-fast.ts) both give this. */
export function toPostBodyAnswer(decision: ReadingDecision, facts: PostBodyAnswerFacts): PostBodyAnswer {
  if (decision.isFull) {
    return {
      isFull: true,
      html: facts.html(),
      meter: decision.meter,
      postId: facts.postId,
      // What createGiftLink allows: a paid post, an editor or a subscriber (its monthly limit is its own message).
      canGift: decision.access === "paid" && (decision.reason === "editor" || decision.reason === "subscriber"),
      isGift: decision.reason === "gift",
    };
  }
  return { isFull: false, action: decision.action, meter: decision.meter, notice: noticeFor(decision, facts) };
}

function noticeFor(decision: Extract<ReadingDecision, { isFull: false }>, facts: PostBodyAnswerFacts): string | null {
  if (decision.isGiftInvalid) return "This gift link no longer opens this post: it was revoked, altered or made for another post.";
  if (!facts.isSignedIn && facts.hasSessionCookie) return "Your sign-in has expired or is not valid. Sign in again to read on.";
  if (decision.reason === "meter-used-up") return "You have read all your free paid posts this month.";
  return null;
}
