import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flushSettledSearches, noteSearch, settleMs } from "@/server/analytics/note-search";
import { sharedSearchSettle } from "@/server/analytics/shared-search-settle";
import { analyticsEvents } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import { setEnvForTests } from "@/server/env";
import { getRedis } from "@/server/redis/get-redis";
import { createTestDatabase } from "../../support/db";

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Behind a round-robin load balancer the keystrokes of one search reach different app servers.
 * With Redis the waiting queries are shared, so the search is still recorded once, as the query
 * the reader settled on — not once per server, nor as a prefix.
 */
describe.skipIf(!redisUrl)("settled search analytics shared through Redis", () => {
  const prefix = `gw-test-${randomUUID().slice(0, 8)}`;
  const nodeA = new Redis(redisUrl ?? "redis://127.0.0.1:6379", { lazyConnect: true });
  const nodeB = new Redis(redisUrl ?? "redis://127.0.0.1:6379", { lazyConnect: true });
  let handle: DatabaseHandle;
  beforeAll(async () => {
    setEnvForTests({ SITE_URL: "https://groundwork.test", REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    handle = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await handle?.close();
    nodeA.disconnect();
    nodeB.disconnect();
    getRedis()?.disconnect();
  });

  it("keystrokes spread over two servers settle once, and each settled query goes to one server's flush", async () => {
    const a = sharedSearchSettle(nodeA, `${prefix}-two`);
    const b = sharedSearchSettle(nodeB, `${prefix}-two`);
    const start = Date.now();
    for (const [i, query] of ["h", "ha", "hab", "habi", "habit"].entries()) {
      await (i % 2 ? b : a).note({ query, nbHits: 3, userId: "u1" }, start + i * 150, settleMs);
    }
    await b.note({ query: "f", nbHits: 9, userId: "u2" }, start, settleMs);
    await a.note({ query: "focus", nbHits: 4, userId: "u2" }, start + 300, settleMs);
    await b.note({ query: "stoic", nbHits: 2, userId: "u1" }, start + 600 + settleMs, settleMs);

    const [fromA, fromB] = await Promise.all([a.flush(start + 300), b.flush(start + 300)]);
    const queries = [...fromA.settled, ...fromB.settled].map((search) => search.query).sort();
    expect(queries).toEqual(["focus", "habit"]);
    expect(fromA.remaining).toBeLessThanOrEqual(1);
    const rest = await b.flush(Number.POSITIVE_INFINITY);
    expect(rest.settled.map((search) => [search.query, search.userId, search.at.getTime()])).toEqual([
      ["stoic", "u1", start + 600 + settleMs],
    ]);
    expect((await a.flush(Number.POSITIVE_INFINITY)).settled).toEqual([]);
  });

  it("the app's own noteSearch, with REDIS_URL set, records what a reader settled on", async () => {
    const start = Date.now();
    for (const [i, query] of ["h", "ha", "hab", "habi", "habit"].entries()) noteSearch({ query, nbHits: 3, userId: "u1" }, start + i * 150);
    noteSearch({ query: "f", nbHits: 9, userId: "u2" }, start);
    noteSearch({ query: "focus", nbHits: 4, userId: "u2" }, start + 300);
    noteSearch({ query: "stoic", nbHits: 2, userId: "u1" }, start + 600 + settleMs);
    const queries = async () =>
      (await handle.db.select().from(analyticsEvents).orderBy(analyticsEvents.id)).map((row) => (row.props as { query: string }).query);

    await flushSettledSearches({ now: start + 300 + settleMs });
    expect((await queries()).sort()).toEqual(["focus", "habit"]);
    // Nothing of it stayed in this process: it waits in Redis.
    expect(await getRedis()!.hlen(`${prefix}-search-settle:pending`)).toBe(1);
    await flushSettledSearches({ all: true });
    expect((await queries()).sort()).toEqual(["focus", "habit", "stoic"]);
  });
});
