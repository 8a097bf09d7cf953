import "server-only";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { matchPostToSavedSearches } from "./match-post-to-saved-searches";

/**
 * `saved-searches.match-post`: queued when a post's index entry is written (queuePostFollowUps),
 * one task a post. A scheduled post waits for its time; a draft, an old or already checked post
 * ends it.
 */
export const matchPostTask = defineTaskHandler("saved-searches.match-post", {
  maxAttempts: 12,
  retryDelayMs: 10_000,
  concurrency: 1,
  async run({ postId }) {
    const outcome = await matchPostToSavedSearches(postId);
    if (outcome.state === "not live yet") return { runAgainAt: outcome.goesLiveAt };
  },
});
