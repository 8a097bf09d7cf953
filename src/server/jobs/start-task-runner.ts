import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/open";
import { claimDueTasks, type ClaimedTask, type KindSlots } from "./claim-due-tasks";
import { describeFailure } from "./describe-failure";
import { ensureRecurringTasks } from "./ensure-recurring-tasks";
import { thisProcess } from "./lease";
import { runClaimedTask, TaskRunnerStopping, type TaskHandlers, type TaskOutcome } from "./run-claimed-task";
import { extendLeases, releaseTask } from "./settle-task";
import type { TaskHandler } from "./task-handler";
import { taskHandlers } from "./task-handlers";

export type TaskRunnerOptions = {
  handlers?: TaskHandlers;
  /** The wait between looks at the table when nothing was due. */
  pollMs?: number;
  /** How long stop() waits for aborted runs to give their task back before leaving it to its lease. */
  abortWaitMs?: number;
  holder?: string;
  getDb?: () => Promise<Database>;
};

export type StopReport = { finished: number; released: number; leftToLeaseExpiry: number };
export type TaskRunner = { stop: (options?: { graceMs?: number }) => Promise<StopReport> };

type Run = { task: ClaimedTask; leaseMs: number; controller: AbortController; done: Promise<TaskOutcome | undefined> };

class LeaseLost extends Error {}

const sleepUnref = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());
const settledOrTimeout = (runs: Run[], ms: number) => Promise.race([Promise.allSettled(runs.map((run) => run.done)), sleepUnref(ms)]);

/**
 * Runs tasks in this process until stopped: claims due tasks (up to each kind's concurrency),
 * runs their handlers, extends the leases of running ones every third of a lease, and looks
 * again when a run ends or after `pollMs`. Any number of processes may each run one.
 *
 * stop({ graceMs }): claims nothing more; lets running tasks finish for up to `graceMs`; then
 * aborts the rest (their handlers see `signal`) and gives back those whose handler stopped, so
 * another node takes them at once. A handler that does not stop within `abortWaitMs` keeps its
 * lease, which ends soon after (no heartbeat): never two runs of one task inside a lease.
 */
export function startTaskRunner(options: TaskRunnerOptions = {}): TaskRunner {
  const handlers = options.handlers ?? taskHandlers;
  const handlerList = Object.values(handlers) as TaskHandler[];
  const pollMs = options.pollMs ?? 1_000;
  const holder = options.holder ?? thisProcess;
  const openDb = options.getDb ?? getDb;
  const running = new Map<number, Run>();
  const counts = { finished: 0, released: 0 };
  let isStopping = false;
  let wake = () => {};
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake(), ms);
      wake = () => {
        clearTimeout(timer);
        wake = () => {};
        resolve();
      };
    });
  const slots = (): KindSlots[] =>
    handlerList.map((handler) => ({
      kind: handler.kind,
      leaseMs: handler.leaseMs,
      free: handler.concurrency - [...running.values()].filter((run) => run.task.kind === handler.kind).length,
    }));

  const start = (db: Database, task: ClaimedTask) => {
    const controller = new AbortController();
    const leaseMs = handlers[task.kind as keyof TaskHandlers]?.leaseMs ?? 60_000;
    const done = runClaimedTask(db, task, handlers, controller.signal)
      .then((outcome) => {
        if (outcome === "released") counts.released += 1;
        else counts.finished += 1;
        return outcome;
      })
      .catch((error: unknown) => {
        // Settling failed (the database went away): the lease runs out and the task is due again.
        console.error(`[tasks] ${task.kind} #${task.id}: recording its outcome failed:`, error instanceof Error ? error.message : error);
        return undefined;
      })
      .finally(() => {
        running.delete(task.id);
        wake();
      });
    running.set(task.id, { task, leaseMs, controller, done });
  };

  const heartbeat = setInterval(
    () => {
      if (running.size === 0) return;
      void openDb()
        .then((db) => extendLeases(db, [...running.values()]))
        .then((lost) => {
          for (const id of lost) running.get(id)?.controller.abort(new LeaseLost(`task #${id}'s lease was taken over`));
        })
        .catch((error: unknown) => console.error("[tasks] extending leases failed:", error instanceof Error ? error.message : error));
    },
    Math.max(200, Math.min(...handlerList.map((handler) => handler.leaseMs)) / 3),
  );
  heartbeat.unref?.();

  const loop = (async () => {
    let isEnsured = false;
    let lastComplaintAt = 0;
    while (!isStopping) {
      try {
        const db = await openDb();
        if (!isEnsured) await ensureRecurringTasks(db, handlerList);
        isEnsured = true;
        const claimed = await claimDueTasks(db, slots(), holder);
        for (const task of claimed) {
          if (isStopping) await releaseTask(db, task);
          else start(db, task);
        }
        const isFull = slots().every((slot) => slot.free <= 0);
        if (claimed.length === 0 || isFull) await sleep(pollMs);
      } catch (error) {
        // The database is down, say: look again every 5 s, and say so once a minute, not each time.
        if (Date.now() - lastComplaintAt > 60_000) {
          lastComplaintAt = Date.now();
          console.error("[tasks] looking for due tasks failed:", describeFailure(error));
        }
        await sleep(Math.max(pollMs, 5_000));
      }
    }
  })();

  return {
    async stop({ graceMs = 10_000 } = {}) {
      isStopping = true;
      wake();
      await loop;
      await settledOrTimeout([...running.values()], graceMs);
      const late = [...running.values()];
      for (const run of late) run.controller.abort(new TaskRunnerStopping());
      await settledOrTimeout(late, options.abortWaitMs ?? 2_000);
      clearInterval(heartbeat);
      return { ...counts, leftToLeaseExpiry: running.size };
    },
  };
}
