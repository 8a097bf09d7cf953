import type { Database } from "@/server/db/open";
import { runUnderLease } from "@/server/jobs/lease";
import { repairSearchIndex, type SearchRepair } from "./repair-search-index";

/** Longer than any repair takes (a full rebuild of 10,000 posts is seconds); a node that dies mid-repair frees it after this. */
const repairLeaseMs = 10 * 60_000;

/**
 * The start-up repair, on one node at a time: when several start together, one repairs and the
 * others start serving at once (null). Each start still repairs if nobody else is at it.
 */
export async function repairSearchIndexOnce(db: Database): Promise<SearchRepair | null> {
  const run = await runUnderLease(db, "search-index-repair", repairLeaseMs, () => repairSearchIndex(db));
  return run.ran ? run.value : null;
}
