import "server-only";
import type { BackgroundService } from "./background-services";

/**
 * The mail worker (src/server/newsletter/mail-worker.ts) as a service of the server: started
 * after Next.js has prepared, stopped on SIGTERM (it finishes the round in flight). To be
 * replaced by the task runner of src/server/jobs/ when it lands.
 */
export const mailWorkerService: BackgroundService = {
  name: "mail worker",
  start: async () => {
    const { startMailWorker } = await import("@/server/newsletter/mail-worker");
    const worker = startMailWorker();
    return { stop: () => worker.stop() };
  },
};
