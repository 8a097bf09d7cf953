import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { mailPreferences, savedSearches, users } from "@/server/db/schema";
import { commentMailChangeFor, setCommentMailPreferences } from "@/server/comments/comment-mail-preferences";
import { verifyUnsubscribeToken, type CommentMailScope } from "@/server/mail/unsubscribe-token";

export type UnsubscribeTarget =
  | { ok: true; userId: string; email: string; what: "posts" }
  | { ok: true; userId: string; email: string; what: CommentMailScope }
  | { ok: true; userId: string; email: string; what: "search"; savedSearchId: string; searchName: string }
  | { ok: false };

/**
 * What a link's token would unsubscribe, without changing anything (the GET page shows it:
 * mail scanners follow links and must not unsubscribe anyone). A forged, expired or foreign
 * token, or one whose member or search is gone, is `{ ok: false }`.
 */
export async function describeUnsubscribeToken(token: string, now = new Date()): Promise<UnsubscribeTarget> {
  const claim = verifyUnsubscribeToken(token, now);
  if (!claim) return { ok: false };
  const db = await getDb();
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, claim.userId));
  if (!user) return { ok: false };
  if (claim.scope.kind !== "search") return { ok: true, userId: claim.userId, email: user.email, what: claim.scope.kind };
  const [search] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, claim.scope.savedSearchId), eq(savedSearches.userId, claim.userId)));
  if (!search) return { ok: false };
  return {
    ok: true,
    userId: claim.userId,
    email: user.email,
    what: "search",
    savedSearchId: claim.scope.savedSearchId,
    searchName: search.name,
  };
}

/**
 * The one-click unsubscribe (RFC 8058 POST, or the confirmation page's button): no session,
 * the token is the authority. Stops new-post mail, or one saved search's alerts (the search
 * is kept), or a kind of comment mail. Idempotent. Returns what was unsubscribed, or `{ ok: false }` and nothing changed.
 */
export async function unsubscribeByToken(token: string, now = new Date()): Promise<UnsubscribeTarget> {
  const target = await describeUnsubscribeToken(token, now);
  if (!target.ok) return target;
  const db = await getDb();
  if (target.what === "posts") {
    await db
      .insert(mailPreferences)
      .values({ userId: target.userId, newPosts: false })
      .onConflictDoUpdate({ target: mailPreferences.userId, set: { newPosts: false, updatedAt: now } });
  } else if (target.what !== "search") {
    await setCommentMailPreferences(target.userId, commentMailChangeFor(target.what), now);
  } else {
    await db.update(savedSearches).set({ frequency: "off", updatedAt: now }).where(eq(savedSearches.id, target.savedSearchId));
  }
  return target;
}
