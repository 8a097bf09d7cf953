import "server-only";
import type { Database } from "@/server/db/open";
import { algoliaPrimaryIndex, waitForTaskOptions } from "./algolia-indices";
import { createAlgoliaClient } from "./create-algolia-client";
import { loadAlgoliaRecords } from "./load-algolia-records";
import { removePostFromAlgolia } from "./remove-post-from-algolia";

/**
 * Publish or update: the post's record is saved and we wait until Algolia applied it. A
 * post that is not (or no longer) published or scheduled is deleted instead.
 */
export async function pushPostToAlgolia(db: Database, postId: string): Promise<"saved" | "deleted"> {
  const [record] = await loadAlgoliaRecords(db, { postId });
  if (!record) {
    await removePostFromAlgolia(postId);
    return "deleted";
  }
  const client = createAlgoliaClient();
  const [response] = await client.saveObjects({ indexName: algoliaPrimaryIndex, objects: [record] });
  if (response) await client.waitForTask({ indexName: algoliaPrimaryIndex, taskID: response.taskID, ...waitForTaskOptions });
  return "saved";
}
