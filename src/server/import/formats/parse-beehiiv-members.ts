import { parseCsvTable } from "../convert/parse-csv-table";
import { collectMembers, parseDate } from "../convert/collect-members";
import type { ParsedImport } from "../types";

/**
 * beehiiv's subscribers CSV: email, status (active / inactive / unsubscribed / pending),
 * created_at, subscription_tier (free / premium), subscription_premium_tier_names,
 * stripe_customer_id, utm_* and referral columns. Only active subscribers were receiving mail.
 */
export function parseBeehiivMembers(input: string | Uint8Array, parsed: ParsedImport): void {
  collectMembers(parseCsvTable(input), parsed, (row) => {
    const stripeCustomerId = /^cus_[A-Za-z0-9]+$/.test(row.stripe_customer_id ?? "") ? row.stripe_customer_id! : null;
    const premium = /^(premium|paid)$/i.test(row.subscription_tier ?? "");
    return {
      name: [row.first_name, row.last_name].filter(Boolean).join(" ") || null,
      createdAt: parseDate(row.created_at),
      emailOptIn: (row.status ?? "active").toLowerCase() === "active",
      tier: premium ? (stripeCustomerId ? "paid" : "complimentary") : "free",
      stripeCustomerId,
      paidUntil: null,
      labels: (row.subscription_premium_tier_names ?? "")
        .split(/[;,]/)
        .map((name) => name.trim())
        .filter(Boolean),
    };
  });
}
