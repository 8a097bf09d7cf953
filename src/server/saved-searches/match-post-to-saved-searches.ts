import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { alertCheckedPosts, postSearch, posts, savedSearchMatches, users } from "@/server/db/schema";
import { enqueueTask } from "@/server/jobs/enqueue-task";
import { queueMail } from "@/server/mail/queue-mail";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { findMatchingSavedSearches } from "./find-matching-saved-searches";
import { renderAlertMail } from "./render-alert-mail";
import { resolveStaleSavedSearches } from "./resolve-stale-saved-searches";

/** Only posts that went live this recently are news; older ones were checked or predate alerts. */
export const alertNewsWindowMs = 2 * 86_400_000;

export type PostMatchOutcome =
  { state: "checked"; alerts: number } | { state: "not live yet"; goesLiveAt: Date } | { state: "nothing to do" };

/**
 * A post that went live is checked once against the saved searches that existed when it did
 * (findMatchingSavedSearches: one statement). In one transaction: the post is marked checked (its
 * primary key makes a second run change nothing), each match recorded, and an instant search's
 * alert queued; a daily one waits for its digest (whose task is brought forward to a day on).
 * A post not in the search index yet throws: the task tries again once its sync has run.
 */
export async function matchPostToSavedSearches(postId: string, now = new Date()): Promise<PostMatchOutcome> {
  const db = await getDb();
  const [post] = await db
    .select({
      status: posts.status,
      publishedAt: posts.publishedAt,
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      authorName: users.name,
      indexedAt: postSearch.publishedAt,
      checkedAt: alertCheckedPosts.checkedAt,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(postSearch, eq(postSearch.postId, posts.id))
    .leftJoin(alertCheckedPosts, eq(alertCheckedPosts.postId, posts.id))
    .where(eq(posts.id, postId));
  if (!post || post.status === "draft" || !post.publishedAt || post.checkedAt) return { state: "nothing to do" };
  if (post.publishedAt > now) return { state: "not live yet", goesLiveAt: post.publishedAt };
  if (now.getTime() - post.publishedAt.getTime() > alertNewsWindowMs) return { state: "nothing to do" };
  if (!post.indexedAt) throw new Error("the post is not in the search index yet");
  while ((await resolveStaleSavedSearches({ limit: 200, includeAged: false }, now)) === 200);
  const matches = await findMatchingSavedSearches(db, postId, now);
  const [{ siteName }, { logoUrl }] = await Promise.all([getSiteSettings(), getDesignSettings()]);
  const alerts = await db.transaction(async (tx) => {
    const first = await tx
      .insert(alertCheckedPosts)
      .values({ postId })
      .onConflictDoNothing()
      .returning({ postId: alertCheckedPosts.postId });
    // Another run checked it meanwhile: its matches stand.
    if (first.length === 0) return 0;
    let queued = 0;
    for (const search of matches) {
      const isInstant = search.frequency === "instant";
      await tx
        .insert(savedSearchMatches)
        .values({ savedSearchId: search.id, postId, matchedAt: now, mailedAt: isInstant ? now : null })
        .onConflictDoNothing();
      if (!isInstant) continue;
      const mail = renderAlertMail(
        search.name,
        [{ slug: post.slug, title: post.title, excerpt: post.excerpt, authorName: post.authorName }],
        siteName,
        logoUrl,
      );
      await queueMail(tx, { kind: "alert", postId, savedSearchId: search.id, ...mail }, [{ userId: search.userId, email: search.email }]);
      queued += 1;
    }
    if (matches.some((search) => search.frequency === "daily")) {
      const digestAt = new Date(now.getTime() + 86_400_000);
      await enqueueTask(tx, {
        kind: "saved-searches.queue-due-digests",
        payload: {},
        dedupeKey: "saved-searches.queue-due-digests",
        runAt: digestAt,
      });
    }
    return queued;
  });
  return { state: "checked", alerts };
}
