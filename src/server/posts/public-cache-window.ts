import "server-only";
import { cache } from "react";
import { getNextScheduledAt } from "./get-next-scheduled-at";
import { publicCacheMaxSeconds } from "./public-cache-tags";

export type PublicCacheWindow = {
  /** Seconds a read (and the page built from it) may be served: until the next scheduled post is due, at most an hour. */
  revalidate: number;
  /**
   * Part of every read's cache key: it changes the moment that post is due, so the page rendered
   * then reads afresh instead of being handed the data entry that was cached before it.
   */
  key: string;
};

/**
 * The window in which the public reads stay true without a write: scheduled posts appear by
 * themselves with no job runner. Runs only when a page is rendered (a miss), never on a hit.
 */
export const publicCacheWindow = cache(async (): Promise<PublicCacheWindow> => {
  const now = new Date();
  const next = await getNextScheduledAt(now);
  if (!next) return { revalidate: publicCacheMaxSeconds, key: "none" };
  const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
  return { revalidate: Math.min(publicCacheMaxSeconds, Math.max(1, seconds)), key: next.toISOString() };
});
