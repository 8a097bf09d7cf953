// Next.js's incremental cache (rendered public pages, route handler responses, unstable_cache
// reads) in Redis, so every app process serves what one rendered and a publish on one process
// expires the page on all of them. next.config.ts installs it (`cacheHandler`) when REDIS_URL is
// set; without it Next keeps its own in-memory cache. Next loads this file itself with import()
// at run time, outside the app's bundle: hence plain JavaScript, and process.env read here.
//
// Why not @fortedigital/nextjs-cache-handler (3.3.0, the maintained one for Next 16): it does not
// store the entry's cacheControl, which Next 16.4 reads back from the handler to know a page's
// lifetime on a process that did not render it (our pages are rendered on demand, so no build
// manifest knows it): every other node would take each page as stale after 1 s and render it
// again. Its revalidateTag also scans every cached key's tags (HSCAN of one hash) per tag, and a
// publish expires several. This follows Next's documented handler API (get, set, revalidateTag,
// resetRequestCache) in about 150 lines instead.
//
// Layout, under REDIS_KEY_PREFIX (default "gw") + ":cache:":
//   <build id>:<Next's key>  one entry (JSON; Buffers base64), with a time to live
//   tags                     hash: tag -> the time (ms) it was last expired, for every build
// A tag expiry is one HSET; a read checks its entry's tags in the same hash. Entries carry the
// build id so a new deployment never serves an older build's pages; tag times are shared so a
// publish during a rolling deployment reaches both builds.
//
// Redis being down or slow never fails a request: a read is then a miss (the page is rendered),
// a write is dropped, and a tag expiry is kept in memory and written when Redis is back.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";

const basePrefix = `${process.env.REDIS_KEY_PREFIX || "gw"}:cache:`;
const tagsKey = `${basePrefix}tags`;
// Longest an entry lives in Redis without a read refreshing it, and the largest one stored.
const maxTtlSeconds = 7 * 24 * 3600;
const maxEntryBytes = 8 * 1024 * 1024;
// After a failed command, Redis is left alone this long (requests render meanwhile).
const backoffMs = 1000;

/** @type {{ client?: Redis, buildId?: string, downUntil: number, pendingTags: Map<string, number>, warned: boolean }} */
const state = (globalThis.__groundworkCacheRedis ??= { downUntil: 0, pendingTags: new Map(), warned: false });

// Sets each tag's time only forward: a late retry never un-expires a newer one.
const setTagTimesScript = `
for i = 1, #ARGV, 2 do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if tonumber(ARGV[i + 1]) > current then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
return 1`;

function redis() {
  if (!state.client) {
    const client = new Redis(process.env.REDIS_URL, {
      // Fail fast instead of queueing while Redis is away: a miss is better than a wait.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      connectTimeout: 1000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    client.defineCommand("setTagTimes", { numberOfKeys: 1, lua: setTagTimesScript });
    client.on("error", () => markDown());
    client.on("ready", () => {
      if (state.warned) console.warn("Cache: Redis is back; pages are shared again.");
      state.warned = false;
      state.downUntil = 0;
      void flushPendingTags();
    });
    state.client = client;
  }
  return state.client;
}

function markDown() {
  state.downUntil = Date.now() + backoffMs;
  if (!state.warned) console.warn("Cache: Redis is unavailable; pages are rendered without the shared cache until it answers.");
  state.warned = true;
}

/** The client when it can be asked now, else null (the caller then does without the cache). */
function available() {
  const client = redis();
  return client.status === "ready" && Date.now() >= state.downUntil ? client : null;
}

async function flushPendingTags() {
  const client = available();
  if (!client || state.pendingTags.size === 0) return;
  const pending = [...state.pendingTags];
  state.pendingTags.clear();
  try {
    await client.setTagTimes(tagsKey, ...pending.flat());
  } catch {
    for (const [tag, time] of pending) state.pendingTags.set(tag, Math.max(time, state.pendingTags.get(tag) ?? 0));
    markDown();
  }
}

// JSON with Buffers (RSC payloads, route bodies) and Maps (segment data) kept.
function serialize(record) {
  return JSON.stringify(record, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString("base64") };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
}

function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && typeof value.$buffer === "string") return Buffer.from(value.$buffer, "base64");
    if (value && typeof value === "object" && Array.isArray(value.$map)) return new Map(value.$map);
    return value;
  });
}

function tagsOf(value, ctx) {
  const fromHeaders = value?.headers?.["x-next-cache-tags"];
  const headerTags = typeof fromHeaders === "string" ? fromHeaders.split(",") : [];
  return [...new Set([...(ctx?.tags ?? []), ...headerTags].filter(Boolean))];
}

// Kept twice its revalidate time (a stale entry can still be served while one node renders the
// next), within its expire time; at most a week, so Redis holds only what is being read.
function ttlSeconds(value, cacheControl) {
  const revalidate = cacheControl?.revalidate ?? (value?.kind === "FETCH" ? value.revalidate : undefined);
  const expire = typeof cacheControl?.expire === "number" ? cacheControl.expire : maxTtlSeconds;
  const life = typeof revalidate === "number" && revalidate > 0 ? Math.min(revalidate * 2, expire) : expire;
  return Math.max(60, Math.min(Math.ceil(life), maxTtlSeconds));
}

export default class RedisCacheHandler {
  constructor(options) {
    this.prefix = `${basePrefix}${readBuildId(options?.serverDistDir)}:`;
    redis(); // connects now, so that the first request can already be served from Redis
  }

  async get(key, ctx) {
    const client = available();
    if (!client) return null;
    if (state.pendingTags.size > 0) await flushPendingTags();
    try {
      const text = await client.get(this.prefix + key);
      if (!text) return null;
      const record = deserialize(text);
      const tags = [...new Set([...record.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
      if (tags.length > 0) {
        const times = await client.hmget(tagsKey, ...tags);
        // A tag expired after this entry was written: a miss, the page is rendered again.
        if (times.some((time) => time !== null && Number(time) > record.lastModified)) return null;
      }
      return { lastModified: record.lastModified, value: record.value, cacheControl: record.cacheControl };
    } catch {
      markDown();
      return null;
    }
  }

  async set(key, data, ctx) {
    const client = available();
    if (!client) return;
    const record = { lastModified: Date.now(), tags: tagsOf(data, ctx), cacheControl: ctx?.cacheControl, value: data };
    const text = serialize(record);
    if (text.length > maxEntryBytes) return;
    try {
      await client.set(this.prefix + key, text, "EX", ttlSeconds(data, ctx?.cacheControl));
    } catch {
      markDown();
    }
  }

  /**
   * Next's own cache marks a tag stale at once and expired after `durations.expire`; here it is
   * expired at once (the app always asks for that: `{ expire: 0 }`), so the next request renders.
   */
  async revalidateTag(tags) {
    const time = Date.now();
    for (const tag of typeof tags === "string" ? [tags] : tags) {
      state.pendingTags.set(tag, Math.max(time, state.pendingTags.get(tag) ?? 0));
    }
    await flushPendingTags();
  }

  resetRequestCache() {}
}

// Next creates a handler per request: the build id is read once.
function readBuildId(serverDistDir) {
  if (state.buildId === undefined) {
    try {
      state.buildId = readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
    } catch {
      state.buildId = "unbuilt";
    }
  }
  return state.buildId;
}
