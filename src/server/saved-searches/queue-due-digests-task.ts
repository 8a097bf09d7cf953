import "server-only";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { nextDigestDue, queueDueDigests } from "./queue-due-digests";

const safetyIntervalMs = 60 * 60_000;

/**
 * `saved-searches.queue-due-digests`, recurring: queues the digests that are due, then sleeps
 * until the next one falls due (at most an hour; a daily match brings it forward).
 */
export const queueDueDigestsTask = defineTaskHandler("saved-searches.queue-due-digests", {
  isRecurring: true,
  retryDelayMs: 30_000,
  leaseMs: 120_000,
  async run() {
    await queueDueDigests();
    const next = await nextDigestDue();
    const latest = new Date(Date.now() + safetyIntervalMs);
    return { runAgainAt: next && next > new Date() && next < latest ? next : latest };
  },
});
