import type { Database } from "@/server/db/open";
import type { ClaimedTask } from "./claim-due-tasks";
import { describeFailure } from "./describe-failure";
import { completeTask, failTask, releaseTask, rescheduleTask } from "./settle-task";
import { PermanentTaskError, retryDelayMs, type TaskHandler } from "./task-handler";
import { isTaskKind, taskKinds, type TaskKind } from "./task-kinds";

export type TaskHandlers = { [K in TaskKind]: TaskHandler<K> };
export type TaskOutcome = "done" | "rescheduled" | "retried" | "dead" | "released";

/** The reason a runner that is stopping aborts its runs with. */
export class TaskRunnerStopping extends Error {
  constructor() {
    super("the task runner is stopping");
    this.name = "TaskRunnerStopping";
  }
}

const describe = (task: ClaimedTask) => `${task.kind} #${task.id} (attempt ${task.attempts})`;

/**
 * Runs one claimed task's handler and settles the task by what happened: done, run again later
 * (what the handler asked), retried after a backoff, dead (out of attempts, or a failure no retry
 * fixes), or given back (aborted because the runner stops; not counted as an attempt).
 */
export async function runClaimedTask(db: Database, task: ClaimedTask, handlers: TaskHandlers, signal: AbortSignal): Promise<TaskOutcome> {
  if (!isTaskKind(task.kind)) {
    // A kind this version does not know (a newer node queued it during a rolling deploy): leave it to those.
    await failTask(db, task, `No handler for ${task.kind} in this version`, { isDead: false, delayMs: 60_000 });
    return "retried";
  }
  const handler = handlers[task.kind] as TaskHandler;
  try {
    const payload = taskKinds[task.kind].payload.safeParse(task.payload);
    if (!payload.success) throw new PermanentTaskError(`Invalid payload: ${payload.error.issues[0]?.message ?? "unknown"}`);
    const result = await handler.run(payload.data as never, { signal, attempt: task.attempts, taskId: task.id });
    if (result?.runAgainAt) {
      await rescheduleTask(db, task, result.runAgainAt);
      return "rescheduled";
    }
    await completeTask(db, task);
    return "done";
  } catch (error) {
    if (signal.aborted && signal.reason instanceof TaskRunnerStopping) {
      await releaseTask(db, task);
      return "released";
    }
    const isDead = error instanceof PermanentTaskError || task.attempts >= handler.maxAttempts;
    const delayMs = retryDelayMs(handler, task.attempts);
    await failTask(db, task, describeFailure(error), { isDead, delayMs });
    if (isDead) console.error(`[tasks] ${describe(task)} is dead: ${describeFailure(error)}. An editor can retry it at /admin/tasks.`);
    else console.warn(`[tasks] ${describe(task)} failed: ${describeFailure(error)}; trying again in ${Math.round(delayMs / 1000)} s.`);
    return isDead ? "dead" : "retried";
  }
}
