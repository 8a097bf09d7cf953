import "server-only";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { nextNewsletterGoLive, queueDueNewsletters } from "./queue-due-newsletters";

/** Looked at this often even with nothing announced: a publish whose nudge was lost still goes out. */
const safetyIntervalMs = 5 * 60_000;

/**
 * `newsletter.queue-due`, recurring: queues the newsletters whose post went live, then sleeps
 * until the next waiting one's scheduled time (at most five minutes). Asking for a newsletter,
 * and publishing or scheduling a post, bring it forward (see requestPostEmail, queuePostFollowUps).
 */
export const queueDueNewslettersTask = defineTaskHandler("newsletter.queue-due", {
  isRecurring: true,
  retryDelayMs: 5_000,
  leaseMs: 120_000,
  async run() {
    await queueDueNewsletters();
    const next = await nextNewsletterGoLive();
    const latest = new Date(Date.now() + safetyIntervalMs);
    return { runAgainAt: next && next < latest ? next : latest };
  },
});
