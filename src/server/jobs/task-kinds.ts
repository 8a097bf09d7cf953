import { z } from "zod";

const id = z.string().min(1).max(200);
const nothing = z.object({}).strict();

/**
 * Every kind of background task, with its payload's schema and what an editor reads on the
 * tasks page. One place, so `enqueueTask` is typed by kind and a stored payload is checked
 * again before its handler sees it. Each kind has exactly one handler (task-handlers.ts).
 */
export const taskKinds = {
  "mail.deliver": {
    label: "Send mail",
    payload: z.object({ mailId: id, firstDeliveryId: z.number().int().positive(), lastDeliveryId: z.number().int().positive() }).strict(),
  },
  "newsletter.queue-due": { label: "Queue newsletters whose post went live", payload: nothing },
  "saved-searches.match-post": { label: "Match a new post against saved searches", payload: z.object({ postId: id }).strict() },
  "saved-searches.sweep": { label: "Look for unmatched new posts and stale saved searches", payload: nothing },
  "saved-searches.queue-due-digests": { label: "Queue daily digests of saved searches", payload: nothing },
  "search.sync-post": {
    label: "Update a post in the search index",
    payload: z.object({ postId: id, action: z.enum(["sync", "remove"]) }).strict(),
  },
  "search.sync-author": { label: "Update an author's posts in the search index", payload: z.object({ authorId: id }).strict() },
  "search.mirror-post": { label: "Copy a post to Algolia", payload: z.object({ postId: id }).strict() },
  "membership.notify-subscription-request": {
    label: "Tell the editors about a subscription request",
    payload: z.object({ requestId: id }).strict(),
  },
  "billing.update-customer-email": {
    label: "Give a member's Stripe customer their new address",
    payload: z.object({ userId: id }).strict(),
  },
  "import.run": { label: "Import an export (posts, images, members)", payload: z.object({ runId: id }).strict() },
  "comments.notify": {
    label: "Mail about a new comment (a reply to its parent's author, editors)",
    payload: z.object({ commentId: id, event: z.enum(["posted", "held", "approved"]) }).strict(),
  },
  "comments.notify-report": { label: "Mail a comment's report to the editors", payload: z.object({ reportId: id }).strict() },
  "comments.queue-summaries": { label: "Queue editors' daily summaries of new comments", payload: nothing },
} as const satisfies Record<string, { label: string; payload: z.ZodType }>;

export type TaskKind = keyof typeof taskKinds;
export type TaskPayload<K extends TaskKind> = z.infer<(typeof taskKinds)[K]["payload"]>;

export function isTaskKind(kind: string): kind is TaskKind {
  return Object.hasOwn(taskKinds, kind);
}
