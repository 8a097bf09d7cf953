import "server-only";
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { handleBaseFromEmail, handleCandidate } from "@/lib/handle";

/**
 * A valid handle derived from the email's local part that no account holds yet
 * (case-insensitively): `anna`, then `anna-2`, `anna-3`… and, if a run of those is taken,
 * a random suffix. The unique index is the final word: callers retry on a conflict.
 */
export async function createHandleFromEmail(email: string, options: { randomSuffix?: boolean } = {}): Promise<string> {
  const db = await getDb();
  const base = handleBaseFromEmail(email);
  // After repeated races for the next free number, a random suffix ends the contest.
  if (options.randomSuffix) return handleCandidate(base, randomInt(100, 1_000_000));
  const taken = await db
    .select({ handle: users.handle })
    .from(users)
    .where(sql`lower(${users.handle}) like ${`${base.toLowerCase().replace(/[_%\\]/g, "\\$&")}%`}`);
  const takenSet = new Set(taken.map((row) => row.handle.toLowerCase()));
  for (let attempt = 1; attempt <= 50; attempt++) {
    const candidate = handleCandidate(base, attempt);
    if (!takenSet.has(candidate.toLowerCase())) return candidate;
  }
  return handleCandidate(base, randomInt(100, 1_000_000));
}
