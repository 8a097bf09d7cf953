/**
 * A post's newsletter as the editor sees it: not requested, waiting for the post to go live,
 * or queued with delivered / failed / pending counts. Only deliveries are counted: nothing
 * tracks opens or clicks. Dates are ISO strings (it crosses to the browser).
 */
export type PostEmailStatus =
  | { state: "none" }
  | { state: "waiting"; requestedAt: string }
  | { state: "queued"; queuedAt: string; delivered: number; failed: number; pending: number; skipped: number };
