/**
 * A post's newsletter as the editor sees it: not requested, waiting for the post to go live,
 * or queued with delivered / failed / pending counts (clicks and the rest: get-newsletter-stats.ts;
 * opens are not tracked). Dates are ISO strings (it crosses to the browser).
 */
export type PostEmailStatus =
  | { state: "none" }
  | { state: "waiting"; requestedAt: string }
  | { state: "queued"; queuedAt: string; delivered: number; failed: number; pending: number; skipped: number };
