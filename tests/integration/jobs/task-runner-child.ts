/**
 * A node's task runner alone in a process of its own, for the crash and shutdown tests: it opens
 * the database of DATA_DIR (or DATABASE_URL) and runs tasks until it is killed. It prints
 * `start <id>` and `end <id>` around each mail.deliver run (so the test can count runs per task),
 * and on SIGTERM stops as the server does, `stop({ graceMs: STOP_GRACE_MS })`, prints the report
 * and exits. TASK_LEASE_MS shortens the mail tasks' lease (a killed runner's tasks come back sooner).
 */
import { closeDb, getDbHandle } from "@/server/db/client";
import { startTaskRunner } from "@/server/jobs/start-task-runner";
import { taskHandlers } from "@/server/jobs/task-handlers";
import { closeMailTransports } from "@/server/mail/smtp-transports";

await getDbHandle();
const deliver = taskHandlers["mail.deliver"];
const runner = startTaskRunner({
  pollMs: 100,
  handlers: {
    ...taskHandlers,
    "mail.deliver": {
      ...deliver,
      leaseMs: Number(process.env.TASK_LEASE_MS ?? deliver.leaseMs),
      run: async (payload, context) => {
        console.log(`start ${context.taskId}`);
        await deliver.run(payload, context);
        console.log(`end ${context.taskId}`);
      },
    },
  },
});
console.log("runner started");
process.on("SIGTERM", () => {
  void (async () => {
    const report = await runner.stop({ graceMs: Number(process.env.STOP_GRACE_MS ?? 10_000) });
    console.log(`stopped ${JSON.stringify(report)}`);
    closeMailTransports();
    await closeDb();
    process.exit(0);
  })();
});
