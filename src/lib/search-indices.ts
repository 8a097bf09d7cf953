/**
 * The search index names, here once for the browser, the server's protocol routes and the
 * Algolia engine: posts newest first, and its standard replica ordered by relevance.
 */
export const primaryIndexName = "posts";
export const relevanceIndexName = "posts_relevance";
export const searchIndexNames: readonly string[] = [primaryIndexName, relevanceIndexName];
