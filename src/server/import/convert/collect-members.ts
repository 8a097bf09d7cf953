import type { CsvTable } from "./parse-csv-table";
import type { ImportedMember, ParsedImport } from "../types";

// Deliberately plain: one @, no spaces or angle brackets, a dot in the domain. The sign-in
// form accepts the same shape; anything stranger is listed for the editor to fix by hand.
const emailShape = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && emailShape.test(email) ? email : null;
}

const tierRank = { free: 0, complimentary: 1, paid: 2 } as const;

/**
 * Turns each row into a member with the format's own mapping, then: rows without a usable
 * address are listed (with the line) and left out; an address seen twice becomes one member —
 * the one with the most access, opted in if either row was — and the repeat is listed.
 */
export function collectMembers(
  table: CsvTable,
  parsed: ParsedImport,
  toMember: (values: Record<string, string>) => Omit<ImportedMember, "email">,
  emailColumn = "email",
): void {
  if (!table.columns.includes(emailColumn)) {
    parsed.warnings.push({ item: "file", message: `No "${emailColumn}" column: no members could be read.` });
    return;
  }
  const byEmail = new Map<string, ImportedMember>();
  for (const row of table.rows) {
    const raw = row.values[emailColumn] ?? "";
    const email = normalizeEmail(raw);
    if (!email) {
      parsed.warnings.push({ item: `line ${row.line}`, message: `“${raw.slice(0, 80)}” is not an email address; the row was left out.` });
      continue;
    }
    const member = { email, ...toMember(row.values) };
    const earlier = byEmail.get(email);
    if (!earlier) {
      byEmail.set(email, member);
      continue;
    }
    parsed.warnings.push({ item: email, message: `Listed twice (again on line ${row.line}); imported once.` });
    const richer = tierRank[member.tier] > tierRank[earlier.tier] ? member : earlier;
    byEmail.set(email, {
      ...richer,
      emailOptIn: earlier.emailOptIn || member.emailOptIn,
      labels: [...new Set([...earlier.labels, ...member.labels])],
    });
  }
  parsed.members.push(...byEmail.values());
}

/** "true", "TRUE", "yes", "1" → true. */
export function isTruthy(value: string | undefined): boolean {
  return /^(true|yes|y|1)$/i.test((value ?? "").trim());
}

/** A date a CSV or export wrote, or null when empty or unreadable. */
export function parseDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  // "2023-01-18 21:25:27" (no zone) is taken as UTC, as these exporters write it.
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(trimmed) ? `${trimmed.replace(" ", "T")}Z` : trimmed;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
