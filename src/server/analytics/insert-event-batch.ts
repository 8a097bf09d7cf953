import "server-only";
import { getDb, type Database } from "@/server/db/client";
import type { NewAnalyticsEvent } from "@/server/db/schema";
import { insertAnalyticsRows } from "./insert-analytics-rows";

const batchDelayMs = 25;
const maxBatchRows = 500;

type Batch = { rows: NewAnalyticsEvent[]; done: Promise<void>; flush: () => void };
let open: Batch | null = null;

/**
 * Queues a row for a multi-row insert shortly after (25 ms or 500 rows): one statement per
 * batch instead of one per event, which matters with PGlite (one statement at a time). Resolves when
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

/**
 * One statement for the batch. If the database refuses the data of some row (anything the
 * intake's validation let through), the rows are written one by one so that only the bad
 * ones are lost, never other visitors' events. The log names the database's reason only:
 * the failed statement's text would print visitors' rows.
 */
async function write(rows: NewAnalyticsEvent[]): Promise<void> {
  let db: Database | undefined;
  try {
    db = await getDb();
    await insertAnalyticsRows(db, rows);
    return;
  } catch (error) {
    if (!db || rows.length === 1 || !isDataError(error)) return logDropped(rows.length, error);
  }
  let dropped = 0;
  let reason: unknown;
  for (const row of rows) {
    try {
      await insertAnalyticsRows(db, [row]);
    } catch (error) {
      dropped += 1;
      reason = error;
    }
  }
  if (dropped > 0) logDropped(dropped, reason);
}

/** SQLSTATE class 22 (data exception) or 23 (integrity): the row is at fault, not the database. */
function isDataError(error: unknown): boolean {
  const code = databaseCause(error)?.code;
  return typeof code === "string" && (code.startsWith("22") || code.startsWith("23"));
}

function databaseCause(error: unknown): { code?: unknown; message?: unknown } | undefined {
  if (!error || typeof error !== "object") return undefined;
  // Drizzle wraps the driver's error (whose message has no parameters) in `cause`.
  const cause = (error as { cause?: unknown }).cause;
  return (cause && typeof cause === "object" ? cause : error) as { code?: unknown; message?: unknown };
}

function logDropped(count: number, error: unknown): void {
  const message = databaseCause(error)?.message;
  console.warn(`[analytics] ${count} event(s) dropped:`, typeof message === "string" ? message : "unknown error");
}
