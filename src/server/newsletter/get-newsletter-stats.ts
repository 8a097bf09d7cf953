import "server-only";
import { sql } from "drizzle-orm";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";

export type NewsletterLinkStats = { url: string; clicks: number; members: number };

/**
 * What a post's newsletter did, for its editor (#27): copies delivered and bounced, clicks per
 * link (all, and members who clicked), members who turned "new posts" off after receiving it
 * (before the next newsletter went out), and members and subscriptions attributed to it (the
 * newsletter channel with this post as the campaign, newsletter-link-tags.ts). Opens are not
 * tracked. A paid post's newsletter is two mails (in full, and the preview): both are counted.
 */
export type NewsletterStats = {
  delivered: number;
  bounced: number;
  clicks: number;
  clickingMembers: number;
  links: NewsletterLinkStats[];
  unsubscribes: number;
  members: number;
  subscriptions: number;
};

type Counts = {
  delivered: number | string;
  bounced: number | string;
  unsubscribes: number | string;
  members: number | string;
  subscriptions: number | string;
};

export type GetNewsletterStatsOptions = { actor: Actor; postId: string };

/** Editors and owners: the post editor shows it. */
export async function getNewsletterStats({ actor, postId }: GetNewsletterStatsOptions): Promise<NewsletterStats> {
  assertRole(actor, "editor");
  const db = await getDb();
  const ofPost = sql`m.post_id = ${postId} AND m.kind IN ('post', 'post_preview')`;
  const [{ rows: counts }, { rows: links }, { rows: clickers }] = await Promise.all([
    db.execute<Counts>(sql`
      WITH sent AS (SELECT min(m.queued_at) AS at FROM mails m WHERE ${ofPost}),
      next_mail AS (SELECT min(m.queued_at) AS at FROM mails m, sent WHERE m.kind = 'post' AND m.queued_at > sent.at)
      SELECT
        (SELECT count(*) FROM mail_deliveries d JOIN mails m ON m.id = d.mail_id WHERE ${ofPost} AND d.status = 'sent') AS delivered,
        (SELECT count(*) FROM mail_deliveries d JOIN mails m ON m.id = d.mail_id WHERE ${ofPost} AND d.status = 'failed') AS bounced,
        (SELECT count(*) FROM mail_deliveries d JOIN mails m ON m.id = d.mail_id
           JOIN mail_preferences p ON p.user_id = d.user_id, sent, next_mail
         WHERE ${ofPost} AND d.status = 'sent' AND NOT p.new_posts AND p.updated_at >= sent.at
           AND (next_mail.at IS NULL OR p.updated_at < next_mail.at)) AS unsubscribes,
        (SELECT count(*) FROM attributions a JOIN posts p ON a.utm_campaign = p.slug
         WHERE p.id = ${postId} AND a.channel = 'newsletter' AND a.subject = 'member') AS members,
        (SELECT count(*) FROM attributions a JOIN posts p ON a.utm_campaign = p.slug
         WHERE p.id = ${postId} AND a.channel = 'newsletter' AND a.subject = 'subscription') AS subscriptions`),
    db.execute<{ url: string; clicks: number | string; members: number | string }>(sql`
      SELECT l.url, coalesce(sum(c.clicks), 0) AS clicks, count(c.delivery_id) AS members
      FROM mail_links l JOIN mails m ON m.id = l.mail_id LEFT JOIN mail_link_clicks c ON c.link_id = l.id
      WHERE ${ofPost} GROUP BY l.url ORDER BY clicks DESC, min(l.position)`),
    db.execute<{ n: number | string }>(sql`
      SELECT count(DISTINCT d.user_id) AS n FROM mail_link_clicks c
      JOIN mail_deliveries d ON d.id = c.delivery_id JOIN mails m ON m.id = d.mail_id WHERE ${ofPost}`),
  ]);
  const row = counts[0]!;
  const perLink = links.map((link) => ({ url: link.url, clicks: Number(link.clicks), members: Number(link.members) }));
  return {
    delivered: Number(row.delivered),
    bounced: Number(row.bounced),
    clicks: perLink.reduce((sum, link) => sum + link.clicks, 0),
    clickingMembers: Number(clickers[0]?.n ?? 0),
    links: perLink,
    unsubscribes: Number(row.unsubscribes),
    members: Number(row.members),
    subscriptions: Number(row.subscriptions),
  };
}
