import "server-only";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { decideCommentBlock } from "@/lib/decide-comment-block";
import type { CommentBlock } from "@/lib/comment-thread";
import type { UserRole } from "@/lib/roles";
import { hasRole } from "@/server/auth/permissions";
import { getSubscriptionStanding } from "@/server/billing/get-subscription-standing";
import { getDb } from "@/server/db/client";
import { commentBans } from "@/server/db/schema";
import { decidePostReading } from "@/server/posts/decide-post-reading";
import type { CommentSettings } from "./comment-settings";
import type { CommentPost } from "./find-comment-post";

export type GetCommentBlockOptions = {
  post: Pick<CommentPost, "id" | "access" | "publishedAt">;
  member: { userId: string; role: UserRole } | null;
  settings: CommentSettings;
  now: Date;
};

/** The ban in force on a member now, if any. */
export async function findActiveBan(userId: string, now: Date): Promise<{ reason: string; until: Date | null } | null> {
  const db = await getDb();
  const [ban] = await db
    .select({ reason: commentBans.reason, until: commentBans.until })
    .from(commentBans)
    .where(and(eq(commentBans.userId, userId), or(isNull(commentBans.until), gt(commentBans.until, now))));
  return ban ?? null;
}

/**
 * Looks up what decideCommentBlock needs, only as far as the answer depends on it. Asking never
 * spends a member's free read of the meter (only opening the post's body does): a gift link's
 * reader, whom the gift lets read the post and its comments, comments only when entitled without
 * it — a subscription, a members post, or a free read they spent on this post themselves.
 */
export async function getCommentBlock({ post, member, settings, now }: GetCommentBlockOptions): Promise<CommentBlock | null> {
  if (settings.audience === "off" || !member) return decideCommentBlock({ audience: settings.audience, member: null });
  const isEditor = hasRole(member, "editor");
  const [ban, reading, standing] = await Promise.all([
    isEditor ? null : findActiveBan(member.userId, now),
    decidePostReading({ post, reader: member, mayClaimMeter: false, now }),
    settings.audience === "paid" && !isEditor ? getSubscriptionStanding(member.userId, now) : "none",
  ]);
  return decideCommentBlock({
    audience: settings.audience,
    member: { isEditor, readsInFull: reading.isFull, hasSubscription: standing === "active", ban },
  });
}
