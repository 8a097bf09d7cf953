import { parseCsvTable } from "../convert/parse-csv-table";
import { collectMembers, isTruthy, parseDate } from "../convert/collect-members";
import type { ParsedImport } from "../types";

/** Plans Substack writes for someone who pays; "comp" is a complimentary subscription. */
const paidPlans = /^(monthly|yearly|annual|founding|paid|gift|other)$/i;

/**
 * Substack's subscriber CSV (`email_list.<publication>.csv` in the export zip, or the
 * dashboard's export): email, active_subscription, expiry, plan, email_disabled, created_at,
 * first_payment_at — the free, paid and comp lists share these columns. Substack exports no
 * Stripe customer id: paying members are found in Stripe by their address when it is configured.
 */
export function parseSubstackMembers(input: string | Uint8Array, parsed: ParsedImport): void {
  collectMembers(parseCsvTable(input), parsed, (row) => {
    const plan = (row.plan ?? "").trim();
    const active = isTruthy(row.active_subscription);
    const tier = active && /^comp/i.test(plan) ? "complimentary" : active && paidPlans.test(plan) ? "paid" : "free";
    return {
      name: row.name || null,
      createdAt: parseDate(row.created_at),
      emailOptIn: !isTruthy(row.email_disabled),
      tier,
      stripeCustomerId: null,
      paidUntil: tier === "free" ? null : parseDate(row.expiry),
      labels: [],
    };
  });
}
