/**
 * The mail worker alone in a process of its own, for the crash test: it opens the database
 * of DATA_DIR (or DATABASE_URL) and sends until it is killed.
 */
import { getDbHandle } from "@/server/db/client";
import { startMailWorker } from "@/server/newsletter/mail-worker";

await getDbHandle();
startMailWorker({
  batchSize: Number(process.env.WORKER_BATCH_SIZE ?? 50),
  leaseMs: Number(process.env.WORKER_LEASE_MS ?? 2000),
  backoffMs: 100,
  maxBackoffMs: 1000,
  maxAttempts: 30,
  idleMs: 100,
});
console.log("worker started");
