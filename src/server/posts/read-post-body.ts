import "server-only";
import type { PostAccess } from "@/lib/post-access";
import { decideReading, effectiveAccess, type MeterFacts, type ReaderFacts, type ReadingDecision } from "@/lib/decide-reading";
import type { PostBodyAnswer } from "@/lib/post-body-answer";
import { userRoles } from "@/lib/roles";
import type { AppSession } from "@/lib/session";
import { claimMeteredRead } from "@/server/access/claim-metered-read";
import { getMeterFacts } from "@/server/access/get-meter-facts";
import { verifyGiftToken } from "@/server/access/verify-gift-token";
import { getSubscriptionStanding } from "@/server/billing/get-subscription-standing";
import { AppError } from "@/server/errors";
import { getPostBodyBySlug, type PostBody } from "./get-post-body-by-slug";
import { readReadingPolicy } from "./read-reading-policy";
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
  const policy = await readReadingPolicy();
  const reader = await readerFacts(options.session, effectiveAccess(post, policy, now), now);
  let gift: "valid" | "invalid" | undefined;
  const decide = (meter?: MeterFacts) => decideReading({ post, reader, policy, meter, gift, now });
  let decision = decide();
  // A gift token is checked (and its open counted for the giver) only when it can change the
  // answer: a reader entitled anyway does not use it, and a metered reader keeps their free read.
  if (options.gift !== undefined && (!decision.isFull || decision.reason === "metered")) {
    gift = await verifyGiftToken(options.gift, post.id, now);
    decision = decide();
  }
  // A member without a subscription on a paid post, with the meter on: this month's count,
  // then a claim for a new read (atomic; a concurrent read may take the last one), decided again.
  if (decision.isFull && decision.reason === "metered" && options.session) {
    const meterOptions = { userId: options.session.user.id, postId: post.id, now };
    decision = decide(await getMeterFacts(meterOptions));
    if (decision.isFull && decision.meter?.isNewRead) {
      decision = decide(await claimMeteredRead({ ...meterOptions, limit: policy.meterLimit }));
    }
  }
  return toAnswer(decision, post, options);
}

/** The subscription is only looked up when it can change the answer (a paid post, a reader below editor). */
async function readerFacts(session: AppSession | null, access: PostAccess, now: Date): Promise<ReaderFacts> {
  if (!session) return { kind: "anonymous" };
  const isEditor = userRoles.indexOf(session.role) >= userRoles.indexOf("editor");
  const needsStanding = access === "paid" && !isEditor;
  const subscription = needsStanding ? await getSubscriptionStanding(session.user.id, now) : "none";
  return { kind: "member", role: session.role, subscription };
}

function toAnswer(decision: ReadingDecision, post: PostBody, options: ReadPostBodyOptions): PostBodyAnswer {
  if (decision.isFull) {
    return {
      isFull: true,
      html: renderFullBody(post),
      meter: decision.meter,
      postId: post.id,
      // What createGiftLink allows: a paid post, an editor or a subscriber (its monthly limit is its own message).
      canGift: decision.access === "paid" && (decision.reason === "editor" || decision.reason === "subscriber"),
      isGift: decision.reason === "gift",
    };
  }
  return { isFull: false, action: decision.action, meter: decision.meter, notice: noticeFor(decision, options) };
}

function noticeFor(decision: Extract<ReadingDecision, { isFull: false }>, options: ReadPostBodyOptions): string | null {
  if (decision.isGiftInvalid) return "This gift link no longer opens this post: it was revoked, altered or made for another post.";
  if (!options.session && options.hasSessionCookie) return "Your sign-in has expired or is not valid. Sign in again to read on.";
  if (decision.reason === "meter-used-up") return "You have read all your free paid posts this month.";
  return null;
}
