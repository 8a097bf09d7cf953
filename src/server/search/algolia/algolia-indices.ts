/** The index names the browser searches (src/lib/search-indices.ts), as Algolia's engine knows them. */
export { primaryIndexName as algoliaPrimaryIndex, relevanceIndexName as algoliaRelevanceIndex } from "@/lib/search-indices";

/** How long a write waits for Algolia to apply it: about 20 s, then it is logged as failed. */
export const waitForTaskOptions = { maxRetries: 30, timeout: (retryCount: number) => Math.min(100 * (retryCount + 1), 1000) };
