import "server-only";
import { cache } from "react";
import { getNextArchiveCrossingAt } from "./get-next-archive-crossing-at";
import { getNextScheduledAt } from "./get-next-scheduled-at";
import { readReadingPolicy } from "./read-reading-policy";
import { publicCacheMaxSeconds } from "./public-cache-tags";

export type PublicCacheWindow = {
  /**
   * Seconds a read (and the page built from it) may be served: until the next scheduled post is
   * due or the next public post crosses the archive age (it then reads as paid), at most an hour.
   */
  revalidate: number;
  /**
   * Part of every read's cache key: it changes the moment that post is due, so the page rendered
   * then reads afresh instead of being handed the data entry that was cached before it.
   */
  key: string;
};

/**
 * How long this process trusts what it last read about the next scheduled post without asking
 * the database again. A write in this process forgets it at once (forgetPublicCacheWindow); one
 * made on another node is seen within this bound (the issue allows a scheduled post 30 s late).
 */
const trustMs = 30_000;
// On globalThis: each route is bundled on its own, and a write in one (an admin action) must
// reach what the others (the feeds) keep.
// The archive age is part of what is kept: a different age (settings saved) asks again.
const memo = globalThis as { groundworkNextScheduled?: { next: Date | null; until: number; archiveDays: number | null } };

/**
 * The window in which the public reads stay true without a write: scheduled posts appear by
 * themselves with no job runner. Pages ask for it only when rendered (a miss); the feeds and
 * the sitemap, route handlers outside React's request cache, ask on every request, which is
 * why the answer is kept for a while instead of costing a query each time.
 */
export const publicCacheWindow = cache(async (): Promise<PublicCacheWindow> => {
  const now = new Date();
  const next = await nextChangeAt(now);
  if (!next) return { revalidate: publicCacheMaxSeconds, key: "none" };
  const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
  return { revalidate: Math.min(publicCacheMaxSeconds, Math.max(1, seconds)), key: next.toISOString() };
});

/** The next moment what is public changes by itself: a scheduled post falls due, or a post turns paid by age. */
async function nextChangeAt(now: Date): Promise<Date | null> {
  const { archivePaidAfterDays: archiveDays } = await readReadingPolicy();
  const known = memo.groundworkNextScheduled;
  if (known && known.archiveDays === archiveDays && now.getTime() < known.until) return known.next;
  const [scheduled, crossing] = await Promise.all([getNextScheduledAt(now), getNextArchiveCrossingAt(now, archiveDays)]);
  const next = scheduled && crossing ? (scheduled < crossing ? scheduled : crossing) : (scheduled ?? crossing);
  memo.groundworkNextScheduled = { next, until: Math.min(now.getTime() + trustMs, next?.getTime() ?? Infinity), archiveDays };
  return next;
}

/** After a posts write: the next read asks the database again (a post may have been scheduled). */
export function forgetPublicCacheWindow(): void {
  memo.groundworkNextScheduled = undefined;
}
