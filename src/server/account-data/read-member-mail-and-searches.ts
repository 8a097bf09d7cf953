import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { mailDeliveries, mailLinkClicks, mailLinks, mailPreferences, mails, savedSearches } from "@/server/db/schema";

/**
 * The member's mail choices, their saved searches with their alerts, every mail queued or sent to
 * them, and the links they clicked in their copies of newsletters (counted per copy, so theirs).
 */
export async function readMemberMailAndSearches(db: Database, userId: string) {
  const [preferences, searches, deliveries, linkClicks] = await Promise.all([
    db
      .select({ newPosts: mailPreferences.newPosts, updatedAt: mailPreferences.updatedAt })
      .from(mailPreferences)
      .where(eq(mailPreferences.userId, userId)),
    db
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        query: savedSearches.query,
        filters: savedSearches.filters,
        alerts: savedSearches.frequency,
        createdAt: savedSearches.createdAt,
        updatedAt: savedSearches.updatedAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt)),
    db
      .select({
        kind: mails.kind,
        subject: mails.subject,
        to: mailDeliveries.email,
        status: mailDeliveries.status,
        sentAt: mailDeliveries.sentAt,
        queuedAt: mails.queuedAt,
      })
      .from(mailDeliveries)
      .innerJoin(mails, eq(mails.id, mailDeliveries.mailId))
      .where(eq(mailDeliveries.userId, userId))
      .orderBy(desc(mailDeliveries.id)),
    db
      .select({ subject: mails.subject, sentAt: mailDeliveries.sentAt, url: mailLinks.url, clicks: mailLinkClicks.clicks })
      .from(mailLinkClicks)
      .innerJoin(mailDeliveries, eq(mailDeliveries.id, mailLinkClicks.deliveryId))
      .innerJoin(mails, eq(mails.id, mailDeliveries.mailId))
      .innerJoin(mailLinks, eq(mailLinks.id, mailLinkClicks.linkId))
      .where(eq(mailDeliveries.userId, userId))
      .orderBy(desc(mailDeliveries.id), asc(mailLinks.position)),
  ]);
  return {
    emailPreferences: { newPosts: preferences[0]?.newPosts ?? false, updatedAt: preferences[0]?.updatedAt ?? null },
    savedSearches: searches,
    mailsSent: deliveries,
    newsletterLinkClicks: linkClicks,
  };
}
