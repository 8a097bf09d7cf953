import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import type { RawRow } from "@/server/db/raw-row";
import { tasks, type TaskRow } from "@/server/db/schema";
import type { ClaimedTask } from "./claim-due-tasks";

// Every statement here matches the task only under this run's lease token: a run that lost its
// lease (another runner took the task after it expired) changes nothing.
const mine = (task: ClaimedTask) => and(eq(tasks.id, task.id), eq(tasks.leaseToken, task.leaseToken), eq(tasks.status, "pending"));
const unleased = { leaseToken: null, leasedBy: null, updatedAt: sql`now()` };

/**
 * Done: the task goes. If it was enqueued again while it ran (`enqueues` moved), it runs once
 * more, now: that enqueue may have followed a change this run did not see.
 */
export async function completeTask(db: Database, task: ClaimedTask): Promise<void> {
  const deleted = await db
    .delete(tasks)
    .where(and(mine(task), eq(tasks.enqueues, task.enqueues)))
    .returning({ id: tasks.id });
  if (deleted.length === 0)
    await db
      .update(tasks)
      .set({ ...unleased, runAt: sql`now()`, attempts: 0, lastError: null })
      .where(mine(task));
}

/** Done for now; due again at `runAgainAt` (or at once, if enqueued again meanwhile). Attempts start over. */
export async function rescheduleTask(db: Database, task: ClaimedTask, runAgainAt: Date): Promise<void> {
  await db
    .update(tasks)
    .set({
      ...unleased,
      attempts: 0,
      lastError: null,
      runAt: sql`CASE WHEN ${tasks.enqueues} = ${task.enqueues} THEN ${runAgainAt.toISOString()}::timestamptz ELSE now() END`,
    })
    .where(mine(task));
}

/** Failed: due again after `delayMs`, or dead (kept for an editor) when `isDead`. */
export async function failTask(
  db: Database,
  task: ClaimedTask,
  error: string,
  options: { isDead: boolean; delayMs: number },
): Promise<void> {
  await db
    .update(tasks)
    .set({
      ...unleased,
      lastError: error.slice(0, 2000),
      ...(options.isDead ? { status: "dead" as const } : { runAt: sql`now() + ${Math.round(options.delayMs)} * interval '1 millisecond'` }),
    })
    .where(mine(task));
}

/** Given back unfinished (the runner is stopping): due at once for any runner, and this run does not count as an attempt. */
export async function releaseTask(db: Database, task: ClaimedTask): Promise<void> {
  await db
    .update(tasks)
    .set({ ...unleased, runAt: sql`now()`, attempts: sql`greatest(${tasks.attempts} - 1, 0)` })
    .where(mine(task));
}

/** Moves the leases of running tasks on; returns the ids whose lease is no longer theirs. */
export async function extendLeases(db: Database, running: { task: ClaimedTask; leaseMs: number }[]): Promise<number[]> {
  if (running.length === 0) return [];
  const { rows } = await db.execute<RawRow<Pick<TaskRow, "id">>>(sql`
    UPDATE tasks t SET run_at = now() + l.lease_ms * interval '1 millisecond'
    FROM unnest(${sql.param(running.map((each) => each.task.id))}::bigint[], ${sql.param(running.map((each) => each.task.leaseToken))}::text[],
      ${sql.param(running.map((each) => Math.round(each.leaseMs)))}::int[]) AS l(id, token, lease_ms)
    WHERE t.id = l.id AND t.lease_token = l.token AND t.status = 'pending'
    RETURNING t.id`);
  const kept = new Set(rows.map((row) => Number(row.id)));
  return running.map((each) => each.task.id).filter((id) => !kept.has(id));
}
