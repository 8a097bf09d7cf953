import { sql, type SQL } from "drizzle-orm";

/**
 * Who gets a post's newsletter: members who chose "Email me new posts", minus addresses that
 * bounced. One definition for the editor's count and for queueing.
 */
export const newsletterRecipientsSql: SQL = sql`
  FROM mail_preferences mp
  JOIN users u ON u.id = mp.user_id
  WHERE mp.new_posts AND NOT EXISTS (SELECT 1 FROM mail_bounces b WHERE b.email = lower(u.email))`;

/**
 * Whether newsletter recipient `u` may read a paid post in full at `now`: an editor or owner, or
 * a member with an active subscription. The SQL form of decideReading's answer for a paid post
 * without meter or gift (mail is never metered) and of isSubscriptionActive; a test checks the
 * two agree member by member.
 */
export function readsPaidPostsSql(now: Date): SQL {
  const at = now.toISOString();
  return sql`(u.role IN ('editor', 'owner') OR EXISTS (
    SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND (
      (s.source = 'complimentary' AND s.status = 'active' AND (s.current_period_end IS NULL OR s.current_period_end > ${at}::timestamptz))
      OR (s.source <> 'complimentary' AND s.status IN ('active', 'trialing') AND s.current_period_end > ${at}::timestamptz))))`;
}
