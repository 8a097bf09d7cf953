/** The index names the browser searches: newest first, and its standard replica by relevance. */
export const algoliaPrimaryIndex = "posts";
export const algoliaRelevanceIndex = "posts_relevance";

/** How long a write waits for Algolia to apply it: about 20 s, then it is logged as failed. */
export const waitForTaskOptions = { maxRetries: 30, timeout: (retryCount: number) => Math.min(100 * (retryCount + 1), 1000) };
