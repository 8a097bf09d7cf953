import "server-only";
import {
  decideReading,
  effectiveAccess,
  type MeterFacts,
  type ReaderFacts,
  type ReadingDecision,
  type ReadingPolicy,
} from "@/lib/decide-reading";
import type { PostAccess } from "@/lib/post-access";
import { userRoles, type UserRole } from "@/lib/roles";
import { claimMeteredRead } from "@/server/access/claim-metered-read";
import { getMeterFacts } from "@/server/access/get-meter-facts";
import { verifyGiftToken } from "@/server/access/verify-gift-token";
import { getSubscriptionStanding } from "@/server/billing/get-subscription-standing";

export type DecidePostReadingOptions = {
  post: { id: string; access: PostAccess; publishedAt: Date | null };
  /** Who asks: nobody signed in, or a member by id and role. */
  reader: { userId: string; role: UserRole } | null;
  /**
   * A read that may use up a free paid post of the meter (the reader is opening the post: its
   * body, its comments): claimed atomically. Without it (a mail about the post), only a post the
   * member already read this month counts as read.
   */
  mayClaimMeter: boolean;
  /** The `?gift=` token the post's address carried, if any. */
  gift?: string;
  /**
   * Whether a valid gift token counts as an open for its giver (the body endpoint: the post is
   * being opened); the comments, asked for on the same page, check it without counting again.
   */
  countsGiftOpen?: boolean;
  now: Date;
  /**
   * Facts the caller already read (the body's fast path reads them with the post in one
   * statement): used instead of looking them up. The rule and the meter's claim are the same.
   */
  known?: { subscription?: SubscriptionStanding; meter?: MeterFacts };
};

type SubscriptionStanding = Extract<ReaderFacts, { kind: "member" }>["subscription"];

/**
 * The paywall's rule for one reader and one post under the reading settings the caller read
 * (decidePostReading reads them from the data cache; background tasks, having no request, from
 * the database). Who may read a post, its comments, and be mailed about them.
 */
export async function decidePostReadingWithPolicy(policy: ReadingPolicy, options: DecidePostReadingOptions): Promise<ReadingDecision> {
  const { post, now } = options;
  const reader = await readerFacts(options.reader, effectiveAccess(post, policy, now), now, options.known?.subscription);
  let gift: "valid" | "invalid" | undefined;
  const decide = (meter?: MeterFacts) => decideReading({ post, reader, policy, meter, gift, now });
  let decision = decide();
  // A gift token is checked (and its open counted for the giver) only when it can change the
  // answer: a reader entitled anyway does not use it, and a metered reader keeps their free read.
  if (options.gift !== undefined && (!decision.isFull || decision.reason === "metered")) {
    gift = await verifyGiftToken(options.gift, post.id, now, { countsOpen: options.countsGiftOpen ?? true });
    decision = decide();
  }
  // A member without a subscription on a paid post, with the meter on: this month's count,
  // then a claim for a new read (atomic; a concurrent read may take the last one), decided again.
  if (decision.isFull && decision.reason === "metered" && options.reader) {
    const meterOptions = { userId: options.reader.userId, postId: post.id, now };
    decision = decide(options.known?.meter ?? (await getMeterFacts(meterOptions)));
    if (decision.isFull && decision.meter?.isNewRead) {
      if (!options.mayClaimMeter) return decide({ used: policy.meterLimit, hasReadThisPost: false });
      decision = decide(await claimMeteredRead({ ...meterOptions, limit: policy.meterLimit }));
    }
  }
  return decision;
}

/** The subscription is only looked up when it can change the answer (a paid post, a reader below editor). */
async function readerFacts(
  reader: DecidePostReadingOptions["reader"],
  access: PostAccess,
  now: Date,
  known: SubscriptionStanding | undefined,
): Promise<ReaderFacts> {
  if (!reader) return { kind: "anonymous" };
  const isEditor = userRoles.indexOf(reader.role) >= userRoles.indexOf("editor");
  const needsStanding = access === "paid" && !isEditor;
  const subscription = needsStanding ? (known ?? (await getSubscriptionStanding(reader.userId, now))) : "none";
  return { kind: "member", role: reader.role, subscription };
}
