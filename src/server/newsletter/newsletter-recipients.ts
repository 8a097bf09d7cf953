import { sql, type SQL } from "drizzle-orm";

/**
 * Who gets a post's newsletter: members who chose "Email me new posts", minus addresses that
 * bounced. One definition for the editor's count and for queueing.
 */
export const newsletterRecipientsSql: SQL = sql`
  FROM mail_preferences mp
  JOIN users u ON u.id = mp.user_id
  WHERE mp.new_posts AND NOT EXISTS (SELECT 1 FROM mail_bounces b WHERE b.email = lower(u.email))`;
