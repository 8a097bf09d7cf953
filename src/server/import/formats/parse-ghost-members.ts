import { parseCsvTable } from "../convert/parse-csv-table";
import { collectMembers, isTruthy, parseDate } from "../convert/collect-members";
import type { ParsedImport } from "../types";

/**
 * Ghost's members CSV (Members → Export): id, email, name, note, subscribed_to_emails,
 * complimentary_plan, stripe_customer_id, created_at, deleted_at, labels (comma-separated),
 * tiers, and in newer exports status (free / paid / comped). A member with a Stripe customer
 * id pays through Stripe; with complimentary_plan (or status comped) the access is a gift.
 */
export function parseGhostMembers(input: string | Uint8Array, parsed: ParsedImport): void {
  collectMembers(parseCsvTable(input), parsed, (row) => {
    const status = (row.status ?? "").toLowerCase();
    const stripeCustomerId = /^cus_[A-Za-z0-9]+$/.test(row.stripe_customer_id ?? "") ? row.stripe_customer_id! : null;
    const tier =
      isTruthy(row.complimentary_plan) || status === "comped" ? "complimentary" : stripeCustomerId || status === "paid" ? "paid" : "free";
    return {
      name: row.name || null,
      createdAt: parseDate(row.created_at),
      emailOptIn: isTruthy(row.subscribed_to_emails),
      tier,
      stripeCustomerId,
      paidUntil: null,
      labels: (row.labels ?? "")
        .split(",")
        .map((label) => label.trim())
        .filter(Boolean),
    };
  });
}
