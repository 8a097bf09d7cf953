import "server-only";
import { updateCustomerEmailTask } from "@/server/billing/update-customer-email-task";
import { notifyCommentTask, notifyReportTask, queueCommentSummariesTask } from "@/server/comments/comment-tasks";
import { runImportTask } from "@/server/import/run-import-task";
import { deliverMailTask } from "@/server/mail/deliver-mail-task";
import { notifySubscriptionRequestTask } from "@/server/membership/notify-subscription-request-task";
import { queueDueNewslettersTask } from "@/server/newsletter/queue-due-newsletters-task";
import { matchPostTask } from "@/server/saved-searches/match-post-task";
import { queueDueDigestsTask } from "@/server/saved-searches/queue-due-digests-task";
import { sweepSavedSearchesTask } from "@/server/saved-searches/sweep-saved-searches-task";
import { mirrorPostTask, syncAuthorTask, syncPostTask } from "@/server/search/sync-post-tasks";
import type { TaskHandlers } from "./run-claimed-task";

/** The one handler of each kind (the type makes a missing one a compile error). */
export const taskHandlers: TaskHandlers = {
  "mail.deliver": deliverMailTask,
  "newsletter.queue-due": queueDueNewslettersTask,
  "saved-searches.match-post": matchPostTask,
  "saved-searches.sweep": sweepSavedSearchesTask,
  "saved-searches.queue-due-digests": queueDueDigestsTask,
  "search.sync-post": syncPostTask,
  "search.sync-author": syncAuthorTask,
  "search.mirror-post": mirrorPostTask,
  "import.run": runImportTask,
  "comments.notify": notifyCommentTask,
  "comments.notify-report": notifyReportTask,
  "comments.queue-summaries": queueCommentSummariesTask,
  "membership.notify-subscription-request": notifySubscriptionRequestTask,
  "billing.update-customer-email": updateCustomerEmailTask,
};
