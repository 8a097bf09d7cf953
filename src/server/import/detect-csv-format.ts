import type { ImportFormat } from "./types";

/**
 * Which export a CSV is, from its header: each platform's export has columns no other has.
 * A list with only an email column is read as our own members CSV (every other column optional).
 */
export function detectCsvFormat(columns: readonly string[]): ImportFormat | null {
  const has = (name: string) => columns.includes(name);
  if (has("post_id") && (has("audience") || has("is_published"))) return "substack";
  if (has("web_title") || has("content_html")) return "beehiiv-posts";
  if (!has("email")) return null;
  if (has("subscribed_to_emails") || has("complimentary_plan")) return "ghost-members";
  if (has("active_subscription") || has("email_disabled")) return "substack-members";
  if (has("subscription_tier") || has("subscription_premium_tier_names")) return "beehiiv-members";
  return "groundwork-members";
}
