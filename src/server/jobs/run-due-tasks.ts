import { getDb } from "@/server/db/client";
import { claimDueTasks } from "./claim-due-tasks";
import { ensureRecurringTasks } from "./ensure-recurring-tasks";
import { thisProcess } from "./lease";
import { runClaimedTask, type TaskHandlers, type TaskOutcome } from "./run-claimed-task";
import type { TaskHandler } from "./task-handler";
import { taskHandlers } from "./task-handlers";
import type { TaskKind } from "./task-kinds";

export type DrainResult = Record<TaskOutcome, number>;

/**
 * Runs every task that is due, round after round, until none is (tests and scripts; the server
 * runs startTaskRunner). Work a run makes due at once (a newsletter's batches) runs too; work
 * due later (a retry's backoff, a recurring task's next time) waits. `kinds` narrows it.
 */
export async function runDueTasks(options: { handlers?: TaskHandlers; kinds?: TaskKind[] } = {}): Promise<DrainResult> {
  const handlers = options.handlers ?? taskHandlers;
  const list = (Object.values(handlers) as TaskHandler[]).filter((handler) => !options.kinds || options.kinds.includes(handler.kind));
  const db = await getDb();
  await ensureRecurringTasks(db, list);
  const result: DrainResult = { done: 0, rescheduled: 0, retried: 0, dead: 0, released: 0 };
  for (let round = 0; round < 10_000; round += 1) {
    const claimed = await claimDueTasks(
      db,
      list.map((handler) => ({ kind: handler.kind, free: handler.concurrency, leaseMs: handler.leaseMs })),
      thisProcess,
    );
    if (claimed.length === 0) return result;
    const outcomes = await Promise.all(claimed.map((task) => runClaimedTask(db, task, handlers, new AbortController().signal)));
    for (const outcome of outcomes) result[outcome] += 1;
  }
  throw new Error("runDueTasks: still finding due tasks after 10,000 rounds");
}
