import "server-only";
import { and, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { alertCheckedPosts, postSearch, posts } from "@/server/db/schema";
import { enqueueTasks } from "@/server/jobs/enqueue-task";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { alertNewsWindowMs } from "./match-post-to-saved-searches";
import { resolveStaleSavedSearches } from "./resolve-stale-saved-searches";

const intervalMs = 10 * 60_000;

/**
 * `saved-searches.sweep`, recurring every ten minutes: resolves saved searches' words again once a
 * day (words new posts brought), and queues the match of any post that went live in the news
 * window without being checked (its follow-up was lost: a crash between the publish and the queue).
 */
export const sweepSavedSearchesTask = defineTaskHandler("saved-searches.sweep", {
  isRecurring: true,
  retryDelayMs: 60_000,
  leaseMs: 300_000,
  async run(_payload, { signal }) {
    const now = new Date();
    // At most 2,000 a run (288,000 a day): a short statement each, so requests keep their turn.
    for (let batch = 0; batch < 10 && !signal.aborted; batch += 1) {
      if ((await resolveStaleSavedSearches({ limit: 200, includeAged: true }, now)) < 200) break;
    }
    const db = await getDb();
    const unchecked = await db
      .select({ id: posts.id })
      .from(posts)
      // Only posts the search index has: one it lacks gets its match queued when its entry is written.
      .innerJoin(postSearch, sql`${postSearch.postId} = ${posts.id}`)
      .leftJoin(alertCheckedPosts, sql`${alertCheckedPosts.postId} = ${posts.id}`)
      .where(
        and(
          inArray(posts.status, ["published", "scheduled"]),
          lte(posts.publishedAt, now),
          gt(posts.publishedAt, new Date(now.getTime() - alertNewsWindowMs)),
          isNull(alertCheckedPosts.postId),
        ),
      )
      .limit(500);
    await enqueueTasks(
      db,
      unchecked.map((post) => ({
        kind: "saved-searches.match-post" as const,
        payload: { postId: post.id },
        dedupeKey: `saved-searches.match-post:${post.id}`,
      })),
    );
    return { runAgainAt: new Date(now.getTime() + intervalMs) };
  },
});
