import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { tasks } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { AppError } from "@/server/errors";

export const isDeadTask = (id: number) => and(eq(tasks.id, id), eq(tasks.status, "dead"));

/** An editor gives up on a dead task (the work is no longer wanted): it goes, with an audit entry. */
export async function discardDeadTask(actor: Actor, id: number): Promise<void> {
  assertRole(actor, "editor");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(tasks).where(isDeadTask(id)).returning({ kind: tasks.kind });
    if (deleted.length === 0) throw new AppError("not_found", "That task is not dead any more (already retried or discarded).");
    await recordAudit(tx, {
      actor,
      action: "task.discard",
      entityType: "task",
      entityId: String(id),
      summary: `Discarded the task ${deleted[0]!.kind} #${id}`,
    });
  });
}
