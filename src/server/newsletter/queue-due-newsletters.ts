import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { newsletterRecipientsSql } from "./newsletter-recipients";
import { renderPostMail } from "./render-post-mail";

type DueRow = {
  mail_id: string;
  slug: string;
  title: string;
  excerpt: string;
  body_markdown: string;
  cover_image_url: string | null;
  cover_image_alt: string | null;
  author_name: string | null;
};

/**
 * Newsletters whose post has gone live (published now, or a scheduled time that passed: the
 * worker notices, no job runner) are rendered once and fanned out to one delivery row per
 * recipient, in one transaction. SKIP LOCKED lets several app processes run this at once;
 * the unique (mail, recipient) index would stop a double fan-out anyway. Returns how many
 * mails were queued.
 */
export async function queueDueNewsletters(now = new Date()): Promise<number> {
  const db = await getDb();
  const { siteName } = await getSiteSettings();
  let queued = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<DueRow>(sql`
        SELECT m.id AS mail_id, p.slug, p.title, p.excerpt, p.body_markdown, p.cover_image_url, p.cover_image_alt, u.name AS author_name
        FROM mails m
        JOIN posts p ON p.id = m.post_id
        JOIN users u ON u.id = p.author_id
        WHERE m.kind = 'post' AND m.queued_at IS NULL
          AND p.status IN ('published', 'scheduled') AND p.published_at <= ${now.toISOString()}::timestamptz
        ORDER BY m.created_at
        LIMIT 1
        FOR UPDATE OF m SKIP LOCKED`);
      const due = rows[0];
      if (!due) return true;
      const rendered = renderPostMail(
        {
          slug: due.slug,
          title: due.title,
          excerpt: due.excerpt,
          bodyMarkdown: due.body_markdown,
          coverImageUrl: due.cover_image_url,
          coverImageAlt: due.cover_image_alt,
          authorName: due.author_name,
        },
        { siteName },
      );
      await tx.execute(sql`
        UPDATE mails SET subject = ${rendered.subject}, html = ${rendered.html}, text = ${rendered.text}, queued_at = ${now.toISOString()}::timestamptz
        WHERE id = ${due.mail_id}`);
      const started = performance.now();
      const { rows: inserted } = await tx.execute<{ n: number | string }>(sql`
        WITH added AS (
          INSERT INTO mail_deliveries (mail_id, user_id, email)
          SELECT ${due.mail_id}, u.id, u.email ${newsletterRecipientsSql}
          ON CONFLICT (mail_id, user_id) DO NOTHING
          RETURNING 1)
        SELECT count(*) AS n FROM added`);
      console.log(
        `[mail] “${due.title}” queued for ${Number(inserted[0]?.n ?? 0)} recipients in ${Math.round(performance.now() - started)} ms.`,
      );
      return false;
    });
    if (done) return queued;
    queued += 1;
  }
}
