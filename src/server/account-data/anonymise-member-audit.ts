import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Transaction } from "@/server/db/transaction";
import { auditLog } from "@/server/db/schema";

export const deletedMemberLabel = "[deleted member]";

/** A literal for a PostgreSQL regular expression (every character but letters and digits escaped). */
function literal(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, (char) => `\\${char}`);
}

/**
 * The admin log must keep what happened (grants, bans, role changes) but not who the member
 * was: lines that name the member's address or @handle are rewritten to "[deleted member]",
 * lines keyed by their address are keyed by their (now meaningless) id, and their own actions
 * lose their actor. Runs in the deletion transaction, before the account row goes.
 */
export async function anonymiseMemberAudit(tx: Transaction, member: { id: string; email: string; handle: string }): Promise<void> {
  const email = literal(member.email);
  const handle = `@${literal(member.handle)}(?![A-Za-z0-9_-])`;
  await tx
    .update(auditLog)
    .set({
      summary: sql`regexp_replace(regexp_replace(${auditLog.summary}, ${email}, ${deletedMemberLabel}, 'gi'), ${handle}, ${deletedMemberLabel}, 'gi')`,
    })
    .where(or(sql`${auditLog.summary} ~* ${email}`, sql`${auditLog.summary} ~* ${handle}`));
  await tx
    .update(auditLog)
    .set({ entityId: member.id })
    .where(and(inArray(auditLog.entityType, ["user", "subscription"]), sql`lower(${auditLog.entityId}) = ${member.email.toLowerCase()}`));
  await tx.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, member.id));
}
