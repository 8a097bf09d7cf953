import "server-only";
import { inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { subscriptions, type SavedSearch } from "@/server/db/schema";
import { canSearch, hasActiveSubscription } from "@/server/billing/entitlements";
import type { UserRole } from "@/server/db/schema/auth";
import { postMatchesSavedSearch } from "./post-matches-saved-search";
import { renderAlertMail } from "./render-alert-mail";

type NewPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  published_at: string | Date;
  author_handle: string;
  author_name: string | null;
};
type SearchRow = Pick<SavedSearch, "id" | "name" | "query" | "filters" | "frequency"> & { user_id: string; email: string; role: UserRole };

/** Only posts that went live this recently are news; older ones were checked or predate alerts. */
const newsWindow = "2 days";

async function entitledUserIds(rows: SearchRow[], now: Date): Promise<Set<string>> {
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  if (userIds.length === 0) return new Set();
  const db = await getDb();
  const subs = await db
    .select({
      userId: subscriptions.userId,
      source: subscriptions.source,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(inArray(subscriptions.userId, userIds));
  const entitled = new Set<string>();
  for (const row of rows) {
    const hasSubscription = hasActiveSubscription(
      subs.filter((sub) => sub.userId === row.user_id),
      now,
    );
    if (canSearch({ role: row.role, hasSubscription })) entitled.add(row.user_id);
  }
  return entitled;
}

/**
 * Each post that went live is checked once against the saved searches that existed when it
 * did, with the search page's engine. Searches of members whose subscription has lapsed are
 * skipped (kept, silent). An instant search's alert is queued at once, in the same
 * transaction that records the match; a daily one waits for its digest.
 */
export async function matchNewPostsToSavedSearches(now = new Date()): Promise<number> {
  const db = await getDb();
  const { siteName } = await getSiteSettings();
  const at = sql`${now.toISOString()}::timestamptz`;
  // A post is checked once the search index has it (the sync follows the publish commit).
  const { rows: newPosts } = await db.execute<NewPost>(sql`
    SELECT p.id, p.slug, p.title, p.excerpt, p.published_at, u.handle AS author_handle, u.name AS author_name
    FROM posts p JOIN users u ON u.id = p.author_id
    WHERE p.status IN ('published', 'scheduled') AND p.published_at <= ${at} AND p.published_at > ${at} - interval '${sql.raw(newsWindow)}'
      AND NOT EXISTS (SELECT 1 FROM alert_checked_posts c WHERE c.post_id = p.id)
      AND EXISTS (SELECT 1 FROM post_search ps WHERE ps.post_id = p.id)
    ORDER BY p.published_at
    LIMIT 20`);
  let alerts = 0;
  for (const post of newPosts) {
    const publishedAt = new Date(post.published_at).toISOString();
    const { rows: searches } = await db.execute<SearchRow>(sql`
      SELECT ss.id, ss.name, ss.query, ss.filters, ss.frequency, ss.user_id, u.email, u.role
      FROM saved_searches ss JOIN users u ON u.id = ss.user_id
      WHERE ss.frequency <> 'off' AND ss.created_at <= ${publishedAt}::timestamptz`);
    const entitled = await entitledUserIds(searches, now);
    const matched: SearchRow[] = [];
    for (const search of searches) {
      if (!entitled.has(search.user_id)) continue;
      if (await postMatchesSavedSearch(search, { id: post.id, authorHandle: post.author_handle })) matched.push(search);
    }
    alerts += await db.transaction(async (tx) => {
      const { rows: first } = await tx.execute(sql`
        INSERT INTO alert_checked_posts (post_id) VALUES (${post.id}) ON CONFLICT (post_id) DO NOTHING RETURNING post_id`);
      // Another process checked it meanwhile: its matches stand.
      if (first.length === 0) return 0;
      let queued = 0;
      for (const search of matched) {
        const instant = search.frequency === "instant";
        await tx.execute(sql`
          INSERT INTO saved_search_matches (saved_search_id, post_id, mailed_at)
          VALUES (${search.id}, ${post.id}, ${instant ? at : null})
          ON CONFLICT DO NOTHING`);
        if (!instant) continue;
        const mail = renderAlertMail(
          search.name,
          [{ slug: post.slug, title: post.title, excerpt: post.excerpt, authorName: post.author_name }],
          siteName,
        );
        await tx.execute(sql`
          WITH m AS (
            INSERT INTO mails (id, kind, post_id, saved_search_id, subject, html, text, queued_at)
            VALUES (${crypto.randomUUID()}, 'alert', ${post.id}, ${search.id}, ${mail.subject}, ${mail.html}, ${mail.text}, ${at})
            RETURNING id)
          INSERT INTO mail_deliveries (mail_id, user_id, email) SELECT m.id, ${search.user_id}, ${search.email} FROM m`);
        queued += 1;
      }
      return queued;
    });
  }
  return alerts;
}
