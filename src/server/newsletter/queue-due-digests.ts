import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { renderAlertMail, type AlertPost } from "./render-alert-mail";

type DueDigest = { saved_search_id: string; name: string; user_id: string; email: string };
type DigestPost = { slug: string; title: string; excerpt: string; author_name: string | null };

/**
 * A daily search's digest goes when its oldest unmailed match is a day old: it carries every
 * match since the last digest, and the next can only follow a day after a later match, so a
 * member gets at most one a day. Matches of searches switched to "off" are dropped.
 */
export async function queueDueDigests(now = new Date()): Promise<number> {
  const db = await getDb();
  const { siteName } = await getSiteSettings();
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows: due } = await db.execute<DueDigest>(sql`
    SELECT ss.id AS saved_search_id, ss.name, ss.user_id, u.email
    FROM saved_searches ss JOIN users u ON u.id = ss.user_id
    WHERE ss.frequency = 'daily' AND EXISTS (
      SELECT 1 FROM saved_search_matches sm
      WHERE sm.saved_search_id = ss.id AND sm.mailed_at IS NULL AND sm.matched_at <= ${at} - interval '1 day')
    LIMIT 50`);
  let queued = 0;
  for (const digest of due) {
    queued += await db.transaction(async (tx) => {
      // One process per search at a time; the others skip it. Checked again under the lock: a
      // worker that just sent this digest leaves only younger matches, which wait for the next.
      const { rows: mine } = await tx.execute(sql`
        SELECT 1 FROM saved_searches ss
        WHERE ss.id = ${digest.saved_search_id} AND EXISTS (
          SELECT 1 FROM saved_search_matches sm
          WHERE sm.saved_search_id = ss.id AND sm.mailed_at IS NULL AND sm.matched_at <= ${at} - interval '1 day')
        FOR UPDATE OF ss SKIP LOCKED`);
      if (mine.length === 0) return 0;
      const { rows: posts } = await tx.execute<DigestPost & { post_id: string }>(sql`
        UPDATE saved_search_matches sm SET mailed_at = ${at}
        FROM posts p JOIN users u ON u.id = p.author_id
        WHERE sm.saved_search_id = ${digest.saved_search_id} AND sm.mailed_at IS NULL AND p.id = sm.post_id
        RETURNING p.id AS post_id, p.slug, p.title, p.excerpt, u.name AS author_name`);
      if (posts.length === 0) return 0;
      const list: AlertPost[] = posts.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        authorName: post.author_name,
      }));
      const mail = renderAlertMail(digest.name, list, siteName);
      await tx.execute(sql`
        WITH m AS (
          INSERT INTO mails (id, kind, saved_search_id, subject, html, text, queued_at)
          VALUES (${crypto.randomUUID()}, 'digest', ${digest.saved_search_id}, ${mail.subject}, ${mail.html}, ${mail.text}, ${at})
          RETURNING id)
        INSERT INTO mail_deliveries (mail_id, user_id, email) SELECT m.id, ${digest.user_id}, ${digest.email} FROM m`);
      return 1;
    });
  }
  return queued;
}
