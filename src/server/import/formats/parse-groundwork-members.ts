import { parseCsvTable } from "../convert/parse-csv-table";
import { collectMembers, isTruthy, parseDate } from "../convert/collect-members";
import type { ParsedImport } from "../types";

/** A spreadsheet shows a leading = + - @ as text only with the ' our export puts before it. */
function unescapeCell(value: string | undefined): string {
  return (value ?? "").replace(/^'(?=[=+\-@\t\r])/, "");
}

/**
 * Our own members CSV (Admin → Members → Export): email, handle, role, joined, subscription
 * (none / active / ending / trialing / …), source (stripe / complimentary), plus name,
 * email_opt_in, until and stripe_customer_id. Roles are not imported: everyone arrives as a reader.
 */
export function parseGroundworkMembers(input: string | Uint8Array, parsed: ParsedImport): void {
  collectMembers(parseCsvTable(input), parsed, (row) => {
    const current = /^(active|ending|trialing)$/.test(row.subscription ?? "");
    const stripeCustomerId = /^cus_[A-Za-z0-9]+$/.test(row.stripe_customer_id ?? "") ? row.stripe_customer_id! : null;
    const tier = !current ? "free" : row.source === "complimentary" ? "complimentary" : "paid";
    return {
      name: unescapeCell(row.name) || null,
      createdAt: parseDate(row.joined),
      emailOptIn: isTruthy(row.email_opt_in),
      tier,
      stripeCustomerId,
      paidUntil: tier === "free" ? null : parseDate(row.until),
      labels: [],
    };
  });
}
