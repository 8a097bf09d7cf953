import "server-only";
import { matchNewPostsToSavedSearches } from "./match-new-posts";
import { queueDueDigests } from "./queue-due-digests";
import { queueDueNewsletters } from "./queue-due-newsletters";
import { defaultSendOptions, sendDueDeliveries, type SendOptions, type SendResult } from "./send-due-deliveries";

export type MailWorkerOptions = SendOptions & {
  /** Pause between rounds when there was nothing to send. */
  idleMs: number;
};

const defaultWorkerOptions: MailWorkerOptions = { ...defaultSendOptions, idleMs: 2_000 };

/**
 * One round of the worker: newsletters whose post went live are queued, new posts are
 * matched against saved searches, due digests are queued, then one batch is sent.
 */
export async function runMailWorkerRound(options: SendOptions = defaultSendOptions, now = new Date()): Promise<SendResult> {
  await queueDueMail(now);
  return sendDueDeliveries(options);
}

async function queueDueMail(now = new Date()): Promise<void> {
  await queueDueNewsletters(now);
  await matchNewPostsToSavedSearches(now);
  await queueDueDigests(now);
}

/** Sends until nothing is due (tests and scripts; the server runs startMailWorker). */
export async function drainMailQueue(options: SendOptions = defaultSendOptions): Promise<SendResult> {
  const total: SendResult = { claimed: 0, sent: 0, failed: 0, retried: 0, skipped: 0 };
  for (;;) {
    const round = await runMailWorkerRound(options);
    for (const key of Object.keys(total) as (keyof SendResult)[]) total[key] += round[key];
    if (round.claimed === 0) return total;
  }
}

export type MailWorker = { stop: () => Promise<void> };

/**
 * The worker loop that runs inside each server process: no job runner to install. Several
 * processes may each run one; claims never overlap. A full batch is followed at once by the
 * next; otherwise it waits `idleMs`. An error (database or SMTP down) is logged and retried
 * on the next round: the rows wait in the queue.
 */
export function startMailWorker(options: MailWorkerOptions = defaultWorkerOptions): MailWorker {
  let running = true;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  let queuedAt = 0;
  const loop = (async () => {
    while (running) {
      try {
        // Looking for new work is a few queries: once per idleMs, not between full batches.
        if (Date.now() - queuedAt >= options.idleMs) {
          queuedAt = Date.now();
          await queueDueMail();
        }
        const round = await sendDueDeliveries(options);
        if (round.claimed < options.batchSize) await sleep(options.idleMs);
      } catch (error) {
        console.error("[mail] worker round failed:", error instanceof Error ? error.message : error);
        await sleep(Math.max(options.idleMs, 5_000));
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      wake?.();
      await loop;
    },
  };
}
