import type { TaskKind, TaskPayload } from "./task-kinds";

export type TaskContext = {
  /**
   * Aborted when the runner stops (SIGTERM) past its grace time, or when this run lost its lease
   * (the process stalled past it and another runner may have the task). A handler checks it
   * between steps and throws `signal.reason`: the task is given back, not counted as failed.
   */
  signal: AbortSignal;
  /** 1 for the first run. */
  attempt: number;
  taskId: number;
};

/** What a run asks for besides "done": run again at this time (recurring work, or a post not live yet). */
export type TaskResult = void | { runAgainAt: Date };

export type TaskHandler<K extends TaskKind = TaskKind> = {
  kind: K;
  /** A domain function: never Next's request-scoped APIs (revalidateTag, cookies(), headers()); no request exists here. */
  run: (payload: TaskPayload<K>, context: TaskContext) => Promise<TaskResult>;
  /** Runs before the task is dead (kept for an editor to retry). Recurring work never dies: Infinity. */
  maxAttempts: number;
  /** First wait after a failure, doubled each time (with ±20% jitter) up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** How long a claim holds the task; the runner extends it every third of it while the handler works. */
  leaseMs: number;
  /** Tasks of this kind one runner runs at once. */
  concurrency: number;
  /** One task of this kind always exists (dedupe key = kind), made at runner start; its run returns the next time. */
  isRecurring: boolean;
};

const defaults = {
  maxAttempts: 10,
  retryDelayMs: 5_000,
  maxRetryDelayMs: 60 * 60_000,
  leaseMs: 60_000,
  concurrency: 1,
  isRecurring: false,
};

export function defineTaskHandler<K extends TaskKind>(
  kind: K,
  options: Partial<Omit<TaskHandler<K>, "kind" | "run">> & Pick<TaskHandler<K>, "run">,
): TaskHandler<K> {
  return { ...defaults, ...(options.isRecurring ? { maxAttempts: Infinity, maxRetryDelayMs: 5 * 60_000 } : {}), ...options, kind };
}

/** Thrown by a handler for a failure no retry can fix: the task is dead at once. */
export class PermanentTaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentTaskError";
  }
}

/** Waits after the `attempts`-th failure. */
export function retryDelayMs(handler: Pick<TaskHandler, "retryDelayMs" | "maxRetryDelayMs">, attempts: number): number {
  const base = Math.min(handler.maxRetryDelayMs, handler.retryDelayMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  // Jitter spreads the retries of many tasks that failed together (an SMTP or Algolia outage).
  return Math.round(base * (0.8 + Math.random() * 0.4));
}
