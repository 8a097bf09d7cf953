import "server-only";
import type { Redis } from "ioredis";
import { getEnv } from "@/server/env";
import { getRedis } from "@/server/redis/get-redis";
import { writeSearchEvents, type SearchRecord } from "./record-search";
import { sharedSearchSettle, type SharedSearchSettle } from "./shared-search-settle";

/**
 * Search analytics record the query a reader settled on, not every prefix typed on the way
 * ("h", "ha", "hab"…): each reader's latest query waits; a query that continues it (typing on,
 * or deleting back) replaces it, and it is written once the reader has stopped for `settleMs`
 * or moved on to a different query. Writes are batched on a timer, so a keystroke's request
 * never waits on (or causes) a database write of its own. With REDIS_URL the waiting queries
 * live in Redis (shared-search-settle.ts), so the keystrokes of one search may reach any app
 * server; without it, or while Redis fails, in this process's memory. A process that stops
 * loses at most the last few seconds of unsettled queries.
 */
export const settleMs = 2500;
const maxPending = 10_000;

type Pending = SearchRecord & { at: Date; lastSeen: number };

const pending = new Map<string, Pending>();
const settled: (SearchRecord & { at: Date })[] = [];
let timer: ReturnType<typeof setInterval> | null = null;
/** Notes on their way to Redis: a flush waits for them. */
const inFlight = new Set<Promise<void>>();
let shared: { redis: Redis; prefix: string; settle: SharedSearchSettle } | undefined;

function sharedSettle(): SharedSearchSettle | null {
  const redis = getRedis();
  if (!redis) return null;
  const prefix = getEnv().REDIS_KEY_PREFIX;
  if (shared?.redis !== redis || shared.prefix !== prefix) shared = { redis, prefix, settle: sharedSearchSettle(redis, prefix) };
  return shared.settle;
}

/** Does `next` continue `previous` (the same search being typed or corrected)? */
export function continuesQuery(previous: string, next: string): boolean {
  const a = previous.trim().toLowerCase();
  const b = next.trim().toLowerCase();
  return a.startsWith(b) || b.startsWith(a);
}

export function noteSearch(record: SearchRecord, now = Date.now()): void {
  const settle = sharedSettle();
  if (settle) {
    const noting: Promise<void> = settle
      .note(record, now, settleMs)
      .catch(() => noteInMemory(record, now))
      .finally(() => inFlight.delete(noting));
    inFlight.add(noting);
  } else {
    noteInMemory(record, now);
  }
  timer ??= setInterval(() => void flushSettledSearches(), settleMs);
  timer.unref?.();
}

function noteInMemory(record: SearchRecord, now: number): void {
  const key = record.userId ?? "anonymous";
  const previous = pending.get(key);
  if (previous && !(continuesQuery(previous.query, record.query) && now - previous.lastSeen < settleMs)) {
    settled.push(previous);
  }
  if (!pending.has(key) && pending.size >= maxPending) flushSettled(Number.POSITIVE_INFINITY);
  pending.set(key, { ...record, at: new Date(now), lastSeen: now });
}

/** Moves the queries idle for `settleMs` (all, with Infinity) to the settled list. */
function flushSettled(idleFor: number, now = Date.now()): void {
  for (const [key, entry] of pending) {
    if (idleFor === Number.POSITIVE_INFINITY || now - entry.lastSeen >= idleFor) {
      settled.push(entry);
      pending.delete(key);
    }
  }
}

/** Writes every settled query in one insert. `all`: the unsettled ones too (tests, shutdown). */
export async function flushSettledSearches({ all = false, now = Date.now() } = {}): Promise<void> {
  await Promise.all(inFlight);
  flushSettled(all ? Number.POSITIVE_INFINITY : settleMs, now);
  let remainingShared = 0;
  const settle = sharedSettle();
  if (settle) {
    try {
      const taken = await settle.flush(all ? Number.POSITIVE_INFINITY : now - settleMs);
      settled.push(...taken.settled);
      remainingShared = taken.remaining;
    } catch {
      // Redis is down: what waits there is written by whichever node flushes once it is back.
      remainingShared = 1;
    }
  }
  if (pending.size === 0 && remainingShared === 0 && timer) {
    clearInterval(timer);
    timer = null;
  }
  const batch = settled.splice(0, settled.length).map(({ query, nbHits, userId, message, at }) => ({ query, nbHits, userId, message, at }));
  await writeSearchEvents(batch);
}
