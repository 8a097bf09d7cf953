import "server-only";
import { getDb } from "@/server/db/client";
import { tasks } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import type { Transaction } from "@/server/db/transaction";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { AppError } from "@/server/errors";

import { isDeadTask } from "./discard-dead-task";

/**
 * An editor retries a dead task: it is due at once with a fresh count of attempts. If the same
 * work is queued already (a pending task with its dedupe key), the dead one goes instead: that
 * one will do it. Returns which happened.
 */
export async function retryDeadTask(actor: Actor, id: number): Promise<"queued" | "already queued"> {
  assertRole(actor, "editor");
  const db = await getDb();
  const [task] = await db.select({ kind: tasks.kind }).from(tasks).where(isDeadTask(id));
  if (!task) throw new AppError("not_found", "That task is not dead any more (already retried or discarded).");
  const audit = (tx: Transaction, summary: string) =>
    recordAudit(tx, { actor, action: "task.retry", entityType: "task", entityId: String(id), summary });
  try {
    return await db.transaction(async (tx) => {
      await tx
        .update(tasks)
        .set({ status: "pending", attempts: 0, runAt: new Date(), leaseToken: null, leasedBy: null, updatedAt: new Date() })
        .where(isDeadTask(id));
      await audit(tx, `Retried the task ${task.kind} #${id}`);
      return "queued" as const;
    });
  } catch (error) {
    if (!isUniqueViolation(error, "tasks_pending_dedupe_key_unique")) throw error;
    return db.transaction(async (tx) => {
      await tx.delete(tasks).where(isDeadTask(id));
      await audit(tx, `Retried the task ${task.kind} #${id}: the same work was queued already`);
      return "already queued" as const;
    });
  }
}
