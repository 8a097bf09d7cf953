import "server-only";
import { and, asc, eq, gt, inArray, isNull, lte, min, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { mails, posts, users } from "@/server/db/schema";
import { queueMailDeliveries } from "@/server/mail/queue-mail-deliveries";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { effectiveAccess } from "@/lib/decide-reading";
import { getAccessSettings } from "@/server/settings/get-access-settings";
import { newsletterRecipientsSql, readsPaidPostsSql } from "./newsletter-recipients";
import { renderPostMail } from "./render-post-mail";
import { trackMailLinks } from "./track-mail-links";
import type { NewsletterTags } from "./newsletter-link-tags";
import { getEnv } from "@/server/env";

const isLive = (now: Date) => and(inArray(posts.status, ["published", "scheduled"]), lte(posts.publishedAt, now));
const isWaitingNewsletter = and(eq(mails.kind, "post"), isNull(mails.queuedAt));

/**
 * Newsletters whose post has gone live (published now, or a scheduled time that passed) are
 * rendered once and fanned out to one delivery per recipient and their sending tasks, in one
 * transaction a newsletter. SKIP LOCKED lets several runners do this at once; the unique (mail,
 * recipient) index would stop a double fan-out anyway. Returns how many mails were queued.
 */
export async function queueDueNewsletters(now = new Date()): Promise<number> {
  const db = await getDb();
  const [{ siteName }, policy, { logoUrl }] = await Promise.all([getSiteSettings(), getAccessSettings(), getDesignSettings()]);
  let queued = 0;
  for (;;) {
    const isDone = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({
          mailId: mails.id,
          slug: posts.slug,
          title: posts.title,
          excerpt: posts.excerpt,
          bodyMarkdown: posts.bodyMarkdown,
          coverImageUrl: posts.coverImageUrl,
          coverImageAlt: posts.coverImageAlt,
          authorName: users.name,
          postId: posts.id,
          access: posts.access,
          publishedAt: posts.publishedAt,
        })
        .from(mails)
        .innerJoin(posts, eq(posts.id, mails.postId))
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(and(isWaitingNewsletter, isLive(now)))
        .orderBy(asc(mails.createdAt))
        .limit(1)
        .for("update", { of: mails, skipLocked: true });
      if (!due) return true;
      // Links go out as counted redirects, our own tagged as this newsletter's (track-mail-links.ts).
      const tags: NewsletterTags = { siteUrl: getEnv().SITE_URL, newsletterName: siteName, campaign: due.slug };
      const rendered = await trackMailLinks(tx, due.mailId, renderPostMail(due, { siteName, logoUrl }), tags);
      await tx
        .update(mails)
        .set({ subject: rendered.subject, html: rendered.html, text: rendered.text, queuedAt: now })
        .where(eq(mails.id, due.mailId));
      const started = performance.now();
      // A paid post (or a public one past the archive age) goes in full only to those who may
      // read it; everyone else gets its own mail: the preview and an invitation to upgrade.
      const isPaid = effectiveAccess(due, policy, now) === "paid";
      const readsPaid = readsPaidPostsSql(now);
      const recipients = await queueMailDeliveries(
        tx,
        due.mailId,
        sql`SELECT u.id, u.email ${newsletterRecipientsSql}${isPaid ? sql` AND ${readsPaid}` : sql``}`,
      );
      let previews = 0;
      if (isPaid) {
        const [previewMail] = await tx
          .insert(mails)
          .values({ kind: "post_preview", postId: due.postId, queuedAt: now })
          .returning({ id: mails.id });
        const preview = await trackMailLinks(tx, previewMail!.id, renderPostMail(due, { siteName, logoUrl, variant: "preview" }), tags);
        await tx.update(mails).set(preview).where(eq(mails.id, previewMail!.id));
        previews = await queueMailDeliveries(
          tx,
          previewMail!.id,
          sql`SELECT u.id, u.email ${newsletterRecipientsSql} AND NOT ${readsPaid}`,
        );
      }
      console.log(
        `[mail] “${due.title}” queued for ${recipients} recipients in full${isPaid ? ` and ${previews} as the preview` : ""} in ${Math.round(performance.now() - started)} ms.`,
      );
      return false;
    });
    if (isDone) return queued;
    queued += 1;
  }
}

/** When the next waiting newsletter's post goes live, if one is scheduled. */
export async function nextNewsletterGoLive(now = new Date()): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ at: min(posts.publishedAt) })
    .from(mails)
    .innerJoin(posts, eq(posts.id, mails.postId))
    .where(and(isWaitingNewsletter, inArray(posts.status, ["published", "scheduled"]), gt(posts.publishedAt, now)));
  return row?.at ? new Date(row.at) : null;
}
