import "server-only";
import { algoliaPrimaryIndex, waitForTaskOptions } from "./algolia-indices";
import { createAlgoliaClient } from "./create-algolia-client";

/** Unpublish or delete: the record goes (deleting a missing record is not an error on Algolia). */
export async function removePostFromAlgolia(postId: string): Promise<void> {
  const client = createAlgoliaClient();
  const response = await client.deleteObject({ indexName: algoliaPrimaryIndex, objectID: postId });
  await client.waitForTask({ indexName: algoliaPrimaryIndex, taskID: response.taskID, ...waitForTaskOptions });
}
