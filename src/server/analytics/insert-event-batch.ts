import "server-only";
import { getDb } from "@/server/db/client";
import { analyticsEvents, type NewAnalyticsEvent } from "@/server/db/schema";

const batchDelayMs = 25;
const maxBatchRows = 500;

type Batch = { rows: NewAnalyticsEvent[]; done: Promise<void>; flush: () => void };
let open: Batch | null = null;

/**
 * Queues a row for a multi-row insert shortly after (25 ms or 500 rows): one statement per
 * batch instead of one per event, which matters with PGlite on the event loop. Resolves when
 * the batch is written or dropped (logged); never rejects.
 */
export function insertEventBatched(row: NewAnalyticsEvent): Promise<void> {
  const batch = open ?? startBatch();
  batch.rows.push(row);
  if (batch.rows.length >= maxBatchRows) batch.flush();
  return batch.done;
}

function startBatch(): Batch {
  let resolve: () => void = () => {};
  const batch: Batch = { rows: [], done: new Promise<void>((r) => (resolve = r)), flush: () => {} };
  let isFlushed = false;
  batch.flush = () => {
    if (isFlushed) return;
    isFlushed = true;
    clearTimeout(timer);
    if (open === batch) open = null;
    void write(batch.rows).finally(resolve);
  };
  const timer = setTimeout(batch.flush, batchDelayMs);
  open = batch;
  return batch;
}

async function write(rows: NewAnalyticsEvent[]): Promise<void> {
  try {
    const db = await getDb();
    await db.insert(analyticsEvents).values(rows);
  } catch (error) {
    console.warn(`[analytics] ${rows.length} event(s) dropped:`, error instanceof Error ? error.message : error);
  }
}
