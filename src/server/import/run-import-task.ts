import "server-only";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { runImport } from "./run-import";

/**
 * `import.run`: an import started from the admin or the API. runImport is resumable, so a task
 * given back (SIGTERM past the grace time, a lost lease) or retried after a crash takes up where
 * the last attempt stopped; the run's row keeps the progress the page shows meanwhile.
 */
export const runImportTask = defineTaskHandler("import.run", {
  maxAttempts: 5,
  retryDelayMs: 30_000,
  maxRetryDelayMs: 15 * 60_000,
  // Long items (a slow image host, a batch of members) keep the claim: the runner renews it every 20 s.
  leaseMs: 60_000,
  async run({ runId }, { signal }) {
    await runImport(runId, { signal });
  },
});
