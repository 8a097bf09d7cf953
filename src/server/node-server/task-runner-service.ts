import "server-only";
import type { BackgroundService } from "./background-services";

/**
 * The task runner of src/server/jobs/ as a service of the server: started after Next.js has
 * prepared, stopped on SIGTERM once the requests in flight have finished. It claims nothing more,
 * lets running tasks finish until the drain's deadline (less the time it takes to give back the rest),
 * then aborts and releases them; a task whose handler does not stop keeps its lease until it ends.
 */
export const taskRunnerService: BackgroundService = {
  name: "task runner",
  start: async () => {
    const { startTaskRunner } = await import("@/server/jobs/start-task-runner");
    const runner = startTaskRunner();
    return { stop: ({ deadline }) => runner.stop({ graceMs: Math.max(0, deadline - Date.now() - 2_500) }) };
  },
};
