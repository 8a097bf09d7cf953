import type { CardAction, MeterCount } from "./decide-reading";

/**
 * What the private body endpoint (GET /api/posts/<slug>/body) answers one reader: the whole
 * body's sanitized HTML when they may read it, else what their paywall card shows.
 */
export type PostBodyAnswer =
  | { isFull: true; html: string; meter: MeterCount | null }
  | { isFull: false; action: CardAction; meter: MeterCount | null; notice: string | null };
