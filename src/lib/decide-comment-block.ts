import type { CommentAudience } from "./comment-rules";
import type { CommentBlock } from "./comment-thread";
import { formatDate } from "./format-date";

/** The facts that decide whether someone may comment on one post now. */
export type CommentFacts = {
  audience: CommentAudience;
  /** Null: nobody signed in. */
  member: {
    isEditor: boolean;
    /** The paywall's rule (decideReading): may they read this post in full? */
    readsInFull: boolean;
    hasSubscription: boolean;
    /** A ban in force, with the reason they are shown and its end (null: until lifted). */
    ban: { reason: string; until: Date | null } | null;
  } | null;
};

/**
 * Who may comment (pure, so every case is tested): the site's setting first, then a signed-in
 * member who is not banned, who may read the post in full (the paywall's rule, never a second
 * one), and, when the site says "paid", who has a subscription. Editors may always, unless
 * comments are off. Null: they may.
 */
export function decideCommentBlock({ audience, member }: CommentFacts): CommentBlock | null {
  if (audience === "off") return { code: "off", message: "Comments are off on this site." };
  if (!member) return { code: "sign-in", message: "Sign in to join the conversation." };
  if (member.isEditor) return null;
  if (member.ban) {
    const until = member.ban.until ? ` The ban ends on ${formatDate(member.ban.until.toISOString())}.` : "";
    return { code: "banned", message: `An editor has stopped you from commenting: ${member.ban.reason}${until}` };
  }
  if (audience === "paid" && !member.hasSubscription) {
    return { code: "paid-only", message: "Comments are for paid subscribers. Subscribe to join the conversation." };
  }
  if (!member.readsInFull) return { code: "cannot-read", message: "You can comment on a post once you may read all of it." };
  return null;
}
