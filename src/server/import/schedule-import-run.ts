import "server-only";
import { runImport } from "./run-import";

let queue: Promise<void> = Promise.resolve();

/**
 * Runs an import in the background of this process, one at a time. This stands in for the
 * durable task table (#30, src/server/jobs) until it is on main: runImport is already
 * resumable by design, so the task handler will be this same call.
 */
export function scheduleImportRun(runId: string): Promise<void> {
  queue = queue.then(() => runImport(runId)).catch((error: unknown) => console.error(`[import] run ${runId} stopped`, error));
  return queue;
}
