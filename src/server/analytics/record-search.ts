import "server-only";
import { after } from "next/server";
import { getDb } from "@/server/db/client";
import type { NewAnalyticsEvent } from "@/server/db/schema";
import { getEnv } from "@/server/env";
import { getDailySalt } from "./get-daily-salt";
import { hashVisitor } from "./hash-visitor";
import { insertAnalyticsRows } from "./insert-analytics-rows";

export type SearchRecord = { query: string; nbHits: number; userId?: string; message?: "no_subscriptions" };
export type RecordSearchOptions = { now?: Date };

/**
 * A server-side `Search` event (same props as the browser tracker's: query, nbHits,
 * no_subscriptions). Inside a request it is written after the response; never throws.
 */
export async function recordSearch(record: SearchRecord, { now = new Date() }: RecordSearchOptions = {}): Promise<void> {
  const write = () => writeSearchEvent(record, now);
  try {
    after(write);
  } catch {
    // Outside a request (scripts, tests) there is no "after": write now, still never throwing.
    await write();
  }
}

async function writeSearchEvent(record: SearchRecord, now: Date): Promise<void> {
  await writeSearchEvents([{ ...record, at: now }]);
}

/** Search events in one insert (the settled queries of many readers at once); never throws. */
export async function writeSearchEvents(records: (SearchRecord & { at: Date })[]): Promise<void> {
  if (records.length === 0) return;
  try {
    const db = await getDb();
    const hostname = new URL(getEnv().SITE_URL).hostname;
    const rows: NewAnalyticsEvent[] = [];
    for (const { query, nbHits, userId, message, at } of records) {
      const salt = await getDailySalt(db, at);
      rows.push({
        createdAt: at,
        name: "Search",
        pathname: "/search",
        hostname,
        props: { query: query.trim().slice(0, 200), nbHits, no_subscriptions: message === "no_subscriptions", source: "server" },
        // A signed-in searcher is hashed by user id, with the same daily salt as page views.
        visitorHash: hashVisitor({ salt, hostname, address: `user:${userId ?? "anonymous"}`, userAgent: "" }),
        deviceType: "unknown",
        browser: "unknown",
        os: "unknown",
      });
    }
    await insertAnalyticsRows(db, rows);
  } catch (error) {
    console.warn("[analytics] search events dropped:", error instanceof Error ? error.message : error);
  }
}
