import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { attributions, signIns } from "@/server/db/schema";

/**
 * What brought the member and their subscriptions (the page, referrer and campaign recorded when
 * they joined or subscribed), and when they signed in: the rows behind the admin's "Where they
 * came from" and activity timeline.
 */
export async function readMemberOrigin(db: Database, userId: string) {
  const [attributed, signInRecords] = await Promise.all([
    db
      .select({
        what: attributions.subject,
        subscriptionId: attributions.subscriptionId,
        page: attributions.pagePath,
        referrerDomain: attributions.referrerDomain,
        utmSource: attributions.utmSource,
        utmMedium: attributions.utmMedium,
        utmCampaign: attributions.utmCampaign,
        channel: attributions.channel,
        recordedAt: attributions.createdAt,
      })
      .from(attributions)
      .where(eq(attributions.userId, userId))
      .orderBy(asc(attributions.createdAt)),
    db
      .select({ provider: signIns.provider, at: signIns.createdAt })
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(asc(signIns.createdAt)),
  ]);
  return { attributed, signInRecords };
}
