import "server-only";
import { randomInt } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { handleBaseFromEmail, handleCandidate } from "@/lib/handle";
import { users } from "@/server/db/schema";
import type { Transaction } from "@/server/db/transaction";

/**
 * A free handle for each address of a batch, in one query (a sign-up asks once per account;
 * 50,000 imported members cannot): `anna`, `anna-2` … `anna-5`, skipping those taken here or
 * earlier in the batch, then a random suffix. The unique index still has the last word.
 */
export async function pickMemberHandles(tx: Transaction, emails: string[]): Promise<Map<string, string>> {
  const bases = new Map(emails.map((email) => [email, handleBaseFromEmail(email)]));
  const candidates = [
    ...new Set([...bases.values()].flatMap((base) => [1, 2, 3, 4, 5].map((n) => handleCandidate(base, n).toLowerCase()))),
  ];
  const taken = new Set<string>();
  for (let i = 0; i < candidates.length; i += 5000) {
    const rows = await tx
      .select({ handle: sql<string>`lower(${users.handle})` })
      .from(users)
      .where(inArray(sql`lower(${users.handle})`, candidates.slice(i, i + 5000)));
    for (const row of rows) taken.add(row.handle);
  }
  const handles = new Map<string, string>();
  for (const [email, base] of bases) {
    let handle = handleCandidate(base, randomInt(100, 1_000_000));
    for (let n = 1; n <= 5; n++) {
      if (!taken.has(handleCandidate(base, n).toLowerCase())) {
        handle = handleCandidate(base, n);
        break;
      }
    }
    taken.add(handle.toLowerCase());
    handles.set(email, handle);
  }
  return handles;
}
