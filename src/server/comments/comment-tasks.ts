import "server-only";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { notifyComment } from "./notify-comment";
import { notifyReport } from "./notify-report";
import { nextCommentSummaryDue, queueCommentSummaries } from "./queue-comment-summaries";

/** `comments.notify`: the mails a comment brings (notify-comment.ts). */
export const notifyCommentTask = defineTaskHandler("comments.notify", {
  retryDelayMs: 10_000,
  concurrency: 2,
  async run({ commentId, event }) {
    await notifyComment(commentId, event);
  },
});

/** `comments.notify-report`: a report mailed to the editors. */
export const notifyReportTask = defineTaskHandler("comments.notify-report", {
  retryDelayMs: 10_000,
  async run({ reportId }) {
    await notifyReport(reportId);
  },
});

const safetyIntervalMs = 60 * 60_000;

/** `comments.queue-summaries`, recurring: queues the editors' daily summaries that are due, then sleeps until the next (at most an hour). */
export const queueCommentSummariesTask = defineTaskHandler("comments.queue-summaries", {
  isRecurring: true,
  retryDelayMs: 30_000,
  leaseMs: 120_000,
  async run() {
    await queueCommentSummaries();
    const next = await nextCommentSummaryDue();
    const latest = new Date(Date.now() + safetyIntervalMs);
    return { runAgainAt: next && next > new Date() && next < latest ? next : latest };
  },
});
