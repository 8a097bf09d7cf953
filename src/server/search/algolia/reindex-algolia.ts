import "server-only";
import type { Database } from "@/server/db/open";
import { algoliaPrimaryIndex, waitForTaskOptions } from "./algolia-indices";
import { applyAlgoliaSettings } from "./apply-algolia-settings";
import { createAlgoliaClient } from "./create-algolia-client";
import { loadAlgoliaRecords } from "./load-algolia-records";

/** Algolia's recommended batch size; posts are read from the database a batch at a time too. */
export const algoliaBatchSize = 1000;

/**
 * Settings first, then every published or scheduled post in batches of 1000 (read by id
 * keyset, so memory stays one batch), then the records of posts no longer public are
 * deleted. The index keeps answering throughout; every task is awaited before returning.
 */
export async function reindexAlgolia(db: Database): Promise<{ saved: number; deleted: number; batches: number }> {
  await applyAlgoliaSettings();
  const client = createAlgoliaClient();
  const kept = new Set<string>();
  const taskIDs: number[] = [];
  for (let afterId: string | undefined; ;) {
    const records = await loadAlgoliaRecords(db, { afterId, limit: algoliaBatchSize });
    if (records.length === 0) break;
    const responses = await client.saveObjects({ indexName: algoliaPrimaryIndex, objects: records, batchSize: algoliaBatchSize });
    taskIDs.push(...responses.map((response) => response.taskID));
    for (const record of records) kept.add(record.objectID);
    afterId = records.at(-1)!.objectID;
    if (records.length < algoliaBatchSize) break;
  }
  const stale: string[] = [];
  await client.browseObjects<{ objectID: string }>({
    indexName: algoliaPrimaryIndex,
    browseParams: { attributesToRetrieve: ["objectID"], hitsPerPage: 1000 },
    aggregator: (response) => {
      for (const hit of response.hits) if (!kept.has(hit.objectID)) stale.push(hit.objectID);
    },
  });
  if (stale.length > 0) {
    const responses = await client.deleteObjects({ indexName: algoliaPrimaryIndex, objectIDs: stale, batchSize: algoliaBatchSize });
    taskIDs.push(...responses.map((response) => response.taskID));
  }
  for (const taskID of taskIDs) await client.waitForTask({ indexName: algoliaPrimaryIndex, taskID, ...waitForTaskOptions });
  return { saved: kept.size, deleted: stale.length, batches: taskIDs.length };
}
