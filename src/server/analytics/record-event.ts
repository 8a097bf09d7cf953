import "server-only";
import { getDb } from "@/server/db/client";
import { buildEventRow } from "./build-event-row";
import type { EventPayload } from "./event-payload";
import { getDailySalt } from "./get-daily-salt";
import { hashVisitor } from "./hash-visitor";
import { insertEventBatched } from "./insert-event-batch";

export type RecordEventOptions = { userAgent: string; address: string; country: string | null; now: Date };

/**
 * Stores one event. Runs after the response: a failure (database down, …) is logged and
 * the event dropped — analytics must never break or slow a page.
 */
export async function recordEvent(payload: EventPayload, { userAgent, address, country, now }: RecordEventOptions): Promise<void> {
  try {
    const salt = await getDailySalt(await getDb(), now);
    const hostname = new URL(payload.u).hostname.replace(/^www\./, "").toLowerCase();
    const visitorHash = hashVisitor({ salt, hostname, address, userAgent });
    await insertEventBatched(buildEventRow(payload, { visitorHash, userAgent, country, createdAt: now }));
  } catch (error) {
    console.warn("[analytics] event dropped:", error instanceof Error ? error.message : error);
  }
}
