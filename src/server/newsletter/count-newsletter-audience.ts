import "server-only";
import { sql } from "drizzle-orm";
import type { PostAccess } from "@/lib/post-access";
import { getDb } from "@/server/db/client";
import { newsletterRecipientsSql, readsPaidPostsSql } from "./newsletter-recipients";

/** Who a post's newsletter would reach now: in full, and as the preview with an upgrade button. */
export type NewsletterAudience = { full: number; preview: number };

/**
 * The send panel's split. A public or members post goes in full to every recipient (all are
 * members); a paid one in full only to those who may read it, as a preview to the rest.
 */
export async function countNewsletterAudience(options: { access: PostAccess; now?: Date }): Promise<NewsletterAudience> {
  const db = await getDb();
  const paid = readsPaidPostsSql(options.now ?? new Date());
  const { rows } = await db.execute<{ total: number | string; full: number | string }>(
    sql`SELECT count(*) AS total, count(*) FILTER (WHERE ${paid}) AS full ${newsletterRecipientsSql}`,
  );
  const total = Number(rows[0]?.total ?? 0);
  if (options.access !== "paid") return { full: total, preview: 0 };
  const full = Number(rows[0]?.full ?? 0);
  return { full, preview: total - full };
}
