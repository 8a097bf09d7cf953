import type { PostAccess } from "./post-access";
import { userRoles, type UserRole } from "./roles";

/**
 * The one rule for "what may this reader read of this post?" (Ghost's content-gating, as a pure
 * function): the post page, its private body endpoint, the server's composing step, feeds,
 * mail and comments all ask it, and its tests cover every case. The facts are looked up
 * elsewhere (the session, subscriptions, this month's meter, a gift token); nothing here reads
 * a clock, a cookie or the database.
 */

/** Who is asking: nobody signed in, or a member with a role and a subscription state. */
export type ReaderFacts =
  | { kind: "anonymous" }
  | {
      kind: "member";
      role: UserRole;
      /** active: a subscription entitles them now; lapsed: one did and no longer does; none: never. */
      subscription: "active" | "lapsed" | "none";
    };

/** The site's settings that change who reads what. */
export type ReadingPolicy = {
  /** Public posts published at least this many days ago read as paid; null: never. */
  archivePaidAfterDays: number | null;
  /** Paid posts a signed-in member without a subscription may read in full per calendar month; 0: no meter. */
  meterLimit: number;
};

/** One member's meter this calendar month: paid posts read in full, and whether this post is one. */
export type MeterFacts = { used: number; hasReadThisPost: boolean };

export type ReadingInput = {
  post: { access: PostAccess; publishedAt: Date | null };
  reader: ReaderFacts;
  policy: ReadingPolicy;
  /** Absent when not looked up: nothing read yet this month. */
  meter?: MeterFacts;
  /** A gift token came with the request: valid when its signature holds, it names this post and is not revoked. */
  gift?: "valid" | "invalid";
  now: Date;
};

export type MeterCount = { used: number; limit: number };

export type FullReason = "public" | "member" | "subscriber" | "editor" | "gift" | "metered";
export type PreviewReason = "members-only" | "anonymous" | "needs-upgrade" | "lapsed" | "meter-used-up";
/** What the paywall card offers: sign in (free), subscribe, upgrade a free membership, renew a lapsed one. */
export type CardAction = "sign-in" | "subscribe" | "upgrade" | "renew";

export type FullReading = {
  isFull: true;
  /** The access the post has now (a public post past the archive age reads as paid). */
  access: PostAccess;
  reason: FullReason;
  /**
   * For a metered read: the count, and whether this read is new this month. A new read must be
   * claimed (claimMeteredRead, atomically) and decided again with what the claim returns: a
   * concurrent read may have taken the last free post.
   */
  meter: (MeterCount & { isNewRead: boolean }) | null;
};

export type PreviewReading = {
  isFull: false;
  access: PostAccess;
  reason: PreviewReason;
  action: CardAction;
  /** Shown on the card when the meter is on and the reader is a member: "3 of 3 free posts read". */
  meter: MeterCount | null;
  /** A gift token came with the request and does not open this post (revoked, tampered, another post's). */
  isGiftInvalid: boolean;
};

export type ReadingDecision = FullReading | PreviewReading;

const dayMs = 24 * 60 * 60 * 1000;

/** The access a post has at `now`: public posts become paid once older than the archive age. */
export function effectiveAccess(
  post: { access: PostAccess; publishedAt: Date | null },
  policy: Pick<ReadingPolicy, "archivePaidAfterDays">,
  now: Date,
): PostAccess {
  const days = policy.archivePaidAfterDays;
  if (post.access !== "public" || days === null || days <= 0 || !post.publishedAt) return post.access;
  return now.getTime() - post.publishedAt.getTime() >= days * dayMs ? "paid" : "public";
}

/** Editors and owners read everything (roles are listed lowest first). */
function readsEverything(role: UserRole): boolean {
  return userRoles.indexOf(role) >= userRoles.indexOf("editor");
}

export function decideReading(input: ReadingInput): ReadingDecision {
  const { reader, policy } = input;
  const access = effectiveAccess(input.post, policy, input.now);
  const full = (reason: FullReason, meter: FullReading["meter"] = null): FullReading => ({ isFull: true, access, reason, meter });
  const preview = (reason: PreviewReason, action: CardAction, meter: MeterCount | null = null): PreviewReading => ({
    isFull: false,
    access,
    reason,
    action,
    meter,
    isGiftInvalid: input.gift === "invalid",
  });

  if (access === "public") return full("public");
  if (reader.kind === "member" && readsEverything(reader.role)) return full("editor");
  if (reader.kind === "member" && reader.subscription === "active") return full(access === "paid" ? "subscriber" : "member");
  if (reader.kind === "member" && access === "members") return full("member");
  if (input.gift === "valid") return full("gift");
  if (reader.kind === "anonymous") return access === "members" ? preview("members-only", "sign-in") : preview("anonymous", "subscribe");

  // A paid post and a member without a subscription: the meter, then the card.
  const action: CardAction = reader.subscription === "lapsed" ? "renew" : "upgrade";
  if (policy.meterLimit <= 0) return preview(reader.subscription === "lapsed" ? "lapsed" : "needs-upgrade", action);
  const meter = input.meter ?? { used: 0, hasReadThisPost: false };
  const count = { used: meter.used, limit: policy.meterLimit };
  if (meter.hasReadThisPost) return full("metered", { ...count, isNewRead: false });
  if (meter.used < policy.meterLimit) return full("metered", { ...count, isNewRead: true });
  return preview("meter-used-up", action, count);
}
