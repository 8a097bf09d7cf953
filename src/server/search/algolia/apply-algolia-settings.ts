import "server-only";
import { algoliaPrimaryIndex, algoliaRelevanceIndex, waitForTaskOptions } from "./algolia-indices";
import { createAlgoliaClient } from "./create-algolia-client";

/** Settings both indices share: what is searched, the facets, the tie-break, highlights. */
const sharedSettings = {
  searchableAttributes: ["title", "tags", "authorName", "author", "excerpt", "body"],
  attributesForFaceting: ["tags", "author"],
  customRanking: ["desc(publishedAtTimestamp)"],
  attributesToHighlight: ["title", "excerpt", "tags", "author", "authorName"],
  attributesToSnippet: ["body:30"],
  snippetEllipsisText: "…",
};

/**
 * `posts` is newest first (after typos, as the PostgreSQL engine ranks exact matches first);
 * its standard replica `posts_relevance` keeps Algolia's textual ranking, ties newest first.
 * The replica is created by the primary's settings, so that task is awaited first.
 */
export const primarySettings = {
  ...sharedSettings,
  replicas: [algoliaRelevanceIndex],
  ranking: ["typo", "desc(publishedAtTimestamp)", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"],
};
export const relevanceSettings = {
  ...sharedSettings,
  ranking: ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"],
};

export async function applyAlgoliaSettings(): Promise<void> {
  const client = createAlgoliaClient();
  const primary = await client.setSettings({ indexName: algoliaPrimaryIndex, indexSettings: primarySettings });
  await client.waitForTask({ indexName: algoliaPrimaryIndex, taskID: primary.taskID, ...waitForTaskOptions });
  const replica = await client.setSettings({ indexName: algoliaRelevanceIndex, indexSettings: relevanceSettings });
  await client.waitForTask({ indexName: algoliaRelevanceIndex, taskID: replica.taskID, ...waitForTaskOptions });
}
