import "server-only";
import { getDb } from "@/server/db/client";
import { defineTaskHandler } from "@/server/jobs/task-handler";
import { pushPostToAlgolia } from "./algolia/push-post-to-algolia";
import { writeAuthorSearchEntries, writePostSearchEntry } from "./sync-post";

// The search index's retries: a database blip passes within a minute; past the last attempt
// the task is dead (an editor retries it at /admin/tasks) and the start-up repair catches it up.
const indexRetries = { maxAttempts: 8, retryDelayMs: 2_000, maxRetryDelayMs: 10 * 60_000 };

/** `search.sync-post`: a post's index entry that failed to be written at save time. */
export const syncPostTask = defineTaskHandler("search.sync-post", {
  ...indexRetries,
  async run({ postId, action }) {
    await writePostSearchEntry(await getDb(), postId, action);
  },
});

/** `search.sync-author`: an author's entries that failed to be rewritten after a handle change. */
export const syncAuthorTask = defineTaskHandler("search.sync-author", {
  ...indexRetries,
  async run({ authorId }) {
    await writeAuthorSearchEntries(await getDb(), authorId);
  },
});

/**
 * `search.mirror-post`: the post's Algolia record saved (or deleted, once it is not public), and
 * Algolia's own task awaited. Algolia outages are retried for about a day.
 */
export const mirrorPostTask = defineTaskHandler("search.mirror-post", {
  maxAttempts: 20,
  retryDelayMs: 5_000,
  maxRetryDelayMs: 2 * 60 * 60_000,
  concurrency: 4,
  async run({ postId }) {
    await pushPostToAlgolia(await getDb(), postId);
  },
});
