import "server-only";
import type { Database } from "@/server/db/open";
import { describeFailure } from "@/server/jobs/describe-failure";
import { enqueueTask, type NewTask } from "@/server/jobs/enqueue-task";

/**
 * Runs `work` now (search reflects a save at once); if it fails, queues `retry` as a durable task
 * (the task table survives a restart; its handler does the same work, with backoff) instead of
 * throwing into the caller's save, which succeeded. If even the queueing fails (the database is
 * down), the start-up repair (repairSearchIndex) finds the stale entry. Resolves true when done now.
 */
export async function runOrRetryLater(db: Database, label: string, work: () => Promise<unknown>, retry: NewTask): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    const reason = describeFailure(error);
    try {
      await enqueueTask(db, retry);
      console.warn(`[search] ${label} failed (${reason}); queued to try again.`);
    } catch {
      console.error(`[search] ${label} failed (${reason}) and could not be queued; the repair at the next start will catch it up.`);
    }
    return false;
  }
}
