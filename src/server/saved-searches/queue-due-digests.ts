import "server-only";
import { and, eq, isNull, lte, min, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts, savedSearchMatches, savedSearches, users } from "@/server/db/schema";
import { queueMail } from "@/server/mail/queue-mail";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { renderAlertMail } from "./render-alert-mail";

const dayMs = 86_400_000;
const isDaily = eq(savedSearches.frequency, "daily");
const unmailed = (dueBy: Date) =>
  sql`EXISTS (SELECT 1 FROM ${savedSearchMatches} sm WHERE sm.saved_search_id = ${savedSearches.id} AND sm.mailed_at IS NULL AND sm.matched_at <= ${dueBy.toISOString()}::timestamptz)`;

/**
 * A daily search's digest goes when its oldest unmailed match is a day old: it carries every
 * match since the last digest, and the next can only follow a day after a later match, so a
 * member gets at most one a day. Matches of searches switched to "off" are dropped.
 */
export async function queueDueDigests(now = new Date()): Promise<number> {
  const db = await getDb();
  const [{ siteName }, { logoUrl }] = await Promise.all([getSiteSettings(), getDesignSettings()]);
  const dueBy = new Date(now.getTime() - dayMs);
  let queued = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      // One runner per search at a time; the others skip it. The "a day old" rule is read under
      // the lock: a run that just sent this digest leaves only younger matches, which wait.
      const [digest] = await tx
        .select({ id: savedSearches.id, name: savedSearches.name, userId: savedSearches.userId, email: users.email })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .where(and(isDaily, unmailed(dueBy)))
        .limit(1)
        .for("update", { of: savedSearches, skipLocked: true });
      if (!digest) return true;
      const list = await tx
        .update(savedSearchMatches)
        .set({ mailedAt: now })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(
          and(
            eq(savedSearchMatches.savedSearchId, digest.id),
            isNull(savedSearchMatches.mailedAt),
            eq(posts.id, savedSearchMatches.postId),
          ),
        )
        .returning({ slug: posts.slug, title: posts.title, excerpt: posts.excerpt, authorName: users.name });
      if (list.length === 0) return false;
      const mail = renderAlertMail(digest.name, list, siteName, logoUrl);
      await queueMail(tx, { kind: "digest", savedSearchId: digest.id, ...mail }, [{ userId: digest.userId, email: digest.email }]);
      queued += 1;
      return false;
    });
    if (done) return queued;
  }
}

/** When the next digest falls due (a day after the oldest unmailed match of a daily search), if any. */
export async function nextDigestDue(): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ oldest: min(savedSearchMatches.matchedAt) })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(and(isDaily, isNull(savedSearchMatches.mailedAt), lte(savedSearchMatches.matchedAt, sql`now()`)));
  return row?.oldest ? new Date(new Date(row.oldest).getTime() + dayMs) : null;
}
