import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import { tasks, type TaskRow } from "@/server/db/schema";

/** Free places of one kind in this runner, and how long its claims hold. */
export type KindSlots = { kind: string; free: number; leaseMs: number };

export type ClaimedTask = Pick<TaskRow, "id" | "kind" | "payload" | "attempts" | "enqueues"> & { leaseToken: string };

const list = <T>(values: T[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Claims due tasks, at most `free` of each kind, in run-time order: FOR UPDATE SKIP LOCKED, so
 * runners claiming at once take different tasks. A claim counts an attempt and moves `runAt` to
 * the lease's end under a fresh token: if this process dies, the tasks fall due again when the
 * lease runs out. One statement (an index range a kind).
 */
export async function claimDueTasks(db: Database, slots: KindSlots[], holder: string): Promise<ClaimedTask[]> {
  const open = slots.filter((slot) => slot.free > 0);
  if (open.length === 0) return [];
  const leaseToken = randomUUID();
  const kinds = list(
    open.map((slot) => slot.kind),
    "text",
  );
  const rows = await db
    .update(tasks)
    .set({
      leaseToken,
      leasedBy: holder,
      attempts: sql`${tasks.attempts} + 1`,
      runAt: sql`now() + (${list(
        open.map((slot) => Math.round(slot.leaseMs)),
        "int",
      )})[array_position(${kinds}, ${tasks.kind})] * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${tasks.id} IN (
        SELECT c.id FROM unnest(${kinds}, ${list(
          open.map((slot) => slot.free),
          "int",
        )}) AS s(kind, free)
        CROSS JOIN LATERAL (
          SELECT t.id FROM tasks t
          WHERE t.status = 'pending' AND t.kind = s.kind AND t.run_at <= now()
          ORDER BY t.run_at, t.id
          LIMIT s.free
          FOR UPDATE SKIP LOCKED
        ) c)`,
    )
    .returning({ id: tasks.id, kind: tasks.kind, payload: tasks.payload, attempts: tasks.attempts, enqueues: tasks.enqueues });
  return rows.map((row) => ({ ...row, leaseToken }));
}
