import type { CardAction, MeterCount } from "./decide-reading";

/**
 * What the private body endpoint (GET /api/posts/<slug>/body) answers one reader: the whole
 * body's sanitized HTML when they may read it, else what their paywall card shows.
 * `canGift`: the reader may make a gift link for this post (a paid post read by a subscriber or
 * an editor), so the page shows "Gift this post"; `isGift`: the body is open through a gift link.
 */
export type PostBodyAnswer =
  | { isFull: true; html: string; meter: MeterCount | null; postId: string; canGift: boolean; isGift: boolean }
  | { isFull: false; action: CardAction; meter: MeterCount | null; notice: string | null };
