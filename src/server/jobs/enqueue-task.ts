import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import type { Transaction } from "@/server/db/transaction";
import { tasks } from "@/server/db/schema";
import { taskKinds, type TaskKind, type TaskPayload } from "./task-kinds";

/** The database, or the transaction of the write the task follows: then the task exists exactly if that write commits. */
export type TaskWriter = Database | Transaction;

export type NewTask<K extends TaskKind = TaskKind> = {
  kind: K;
  payload: TaskPayload<K>;
  /** Not before this time (the database's clock decides when it has come); now by default. */
  runAt?: Date;
  /**
   * At most one pending task per key. Enqueueing again with the same key updates that task:
   * the newer payload, the earlier run time, and a run already under way runs once more after
   * it ends (it may have read the state before the change that enqueued again).
   */
  dedupeKey?: string;
};

/** Adds one task (see NewTask). The payload is checked against its kind's schema first. */
export async function enqueueTask<K extends TaskKind>(db: TaskWriter, task: NewTask<K>): Promise<void> {
  await enqueueTasks(db, [task]);
}

/** Adds several tasks in one statement (a newsletter's batches). Within the list, a key's last payload and earliest time win. */
export async function enqueueTasks(db: TaskWriter, list: NewTask[]): Promise<void> {
  const rows = new Map<string | number, typeof tasks.$inferInsert>();
  list.forEach((task, index) => {
    const row = {
      kind: task.kind,
      payload: taskKinds[task.kind].payload.parse(task.payload),
      runAt: task.runAt,
      dedupeKey: task.dedupeKey,
    };
    const earlier = rows.get(task.dedupeKey ?? index);
    if (earlier && (earlier.runAt ?? new Date()) < (row.runAt ?? new Date())) row.runAt = earlier.runAt;
    rows.set(task.dedupeKey ?? index, row);
  });
  if (rows.size === 0) return;
  await db
    .insert(tasks)
    .values([...rows.values()])
    .onConflictDoUpdate({
      target: tasks.dedupeKey,
      targetWhere: sql`${tasks.status} = 'pending'`,
      set: {
        payload: sql`excluded.payload`,
        // A task under a lease keeps the lease's end: moving it earlier would let another runner take it mid-run.
        runAt: sql`CASE WHEN ${tasks.leaseToken} IS NULL THEN least(${tasks.runAt}, excluded.run_at) ELSE ${tasks.runAt} END`,
        enqueues: sql`${tasks.enqueues} + 1`,
        updatedAt: sql`now()`,
      },
    });
}
