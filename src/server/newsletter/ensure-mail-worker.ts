import "server-only";
import { startMailWorker, type MailWorker } from "./mail-worker";

const globalForWorker = globalThis as unknown as { groundworkMailWorker?: MailWorker };

/** One worker per server process, started with the server (instrumentation's register). */
export function ensureMailWorker(): void {
  globalForWorker.groundworkMailWorker ??= startMailWorker();
}
