import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { newsletterRecipientsSql } from "./newsletter-recipients";

/** How many members a post emailed now would go to (the editor sees it before choosing). */
export async function countNewsletterRecipients(): Promise<number> {
  const db = await getDb();
  const { rows } = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n ${newsletterRecipientsSql}`);
  return Number(rows[0]?.n ?? 0);
}
