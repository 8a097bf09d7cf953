import "server-only";
import type { Redis } from "ioredis";
import type { SearchRecord } from "./record-search";

export type SettledSearch = SearchRecord & { at: Date };

/** What waits in Redis for one reader: the record, when it was typed, and its query as compared. */
type Stored = SearchRecord & { at: number; q: string };

// KEYS: pending (hash reader → Stored), seen (sorted set reader → last keystroke), settled (list of Stored).
// ARGV: reader, Stored as JSON, now, settleMs, normalized query. The same rule as note-search.ts's
// continuesQuery, applied atomically whichever node the keystroke reached.
const noteScript = `
local previous = redis.call('HGET', KEYS[1], ARGV[1])
if previous then
  local last = tonumber(redis.call('ZSCORE', KEYS[2], ARGV[1]) or '0')
  local a = cjson.decode(previous).q
  local b = ARGV[5]
  local continues = string.sub(a, 1, #b) == b or string.sub(b, 1, #a) == a
  if not (continues and tonumber(ARGV[3]) - last < tonumber(ARGV[4])) then
    redis.call('RPUSH', KEYS[3], previous)
  end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
for i = 1, 3 do redis.call('EXPIRE', KEYS[i], 3600) end
return 1`;

// ARGV: the last keystroke time at or before which a reader's query has settled ('+inf': all).
// Moves those to the settled list and hands the whole list to this caller only.
const flushScript = `
local idle = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
for _, reader in ipairs(idle) do
  local value = redis.call('HGET', KEYS[1], reader)
  if value then redis.call('RPUSH', KEYS[3], value) end
  redis.call('HDEL', KEYS[1], reader)
  redis.call('ZREM', KEYS[2], reader)
end
local settled = redis.call('LRANGE', KEYS[3], 0, -1)
redis.call('DEL', KEYS[3])
return {settled, redis.call('ZCARD', KEYS[2])}`;

export type SharedSearchSettle = {
  note: (record: SearchRecord, now: number, settleMs: number) => Promise<void>;
  /** Takes every query idle since `idleBefore` (Infinity: all) — each one goes to exactly one caller. */
  flush: (idleBefore: number) => Promise<{ settled: SettledSearch[]; remaining: number }>;
};

/**
 * Search settling kept in Redis, so that a reader whose keystrokes are spread over several app
 * servers by the load balancer is still recorded once, with the query they settled on.
 */
export function sharedSearchSettle(redis: Redis, prefix: string): SharedSearchSettle {
  const keys = ["pending", "seen", "settled"].map((name) => `${prefix}-search-settle:${name}`);
  return {
    async note(record, now, settleMs) {
      const q = record.query.trim().toLowerCase();
      const stored: Stored = { ...record, at: now, q };
      await redis.eval(noteScript, keys.length, ...keys, record.userId ?? "anonymous", JSON.stringify(stored), now, settleMs, q);
    },
    async flush(idleBefore) {
      const bound = idleBefore === Number.POSITIVE_INFINITY ? "+inf" : String(idleBefore);
      const [values, remaining] = (await redis.eval(flushScript, keys.length, ...keys, bound)) as [string[], number];
      const settled = values.map((value) => {
        const { q: _q, at, ...record } = JSON.parse(value) as Stored;
        return { ...record, at: new Date(at) };
      });
      return { settled, remaining: Number(remaining) };
    },
  };
}
