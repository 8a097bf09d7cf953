import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import type { DatabaseHandle } from "@/server/db/open";
import { consumeDbRateLimit } from "@/server/rate-limit/consume-db-rate-limit";
import { rateLimits } from "@/server/db/schema";
import { Redis } from "ioredis";
import { createServer } from "node:net";
import { createRedisRateLimitStore } from "@/server/rate-limit/redis-rate-limiter";
import { consumeRateLimitIn } from "@/server/rate-limit/consume-rate-limit";
import type { RateLimitRule } from "@/server/rate-limit/types";
import { redisClientOptions } from "@/server/redis/get-redis";

const rule = { name: "test", points: 5, windowSeconds: 900 };
const refusing: RateLimitRule = { ...rule, withoutRedis: "database", whenStoreFails: "refuse" };
const countingInMemory: RateLimitRule = { ...rule, name: "test-memory", withoutRedis: "memory", whenStoreFails: "count-in-memory" };

describe.each(databaseTargets)("rate limits in the database (%s)", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("allows 5 per window, refuses the 6th with the time left, and resets after the window", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 5; i++) expect((await consumeDbRateLimit(handle.db, rule, "1.2.3.4", start)).allowed).toBe(true);
    const sixth = await consumeDbRateLimit(handle.db, rule, "1.2.3.4", new Date(start.getTime() + 60_000));
    expect(sixth).toEqual({ allowed: false, retryAfterSeconds: 840 });
    expect((await consumeDbRateLimit(handle.db, rule, "5.6.7.8", start)).allowed).toBe(true);
    const later = await consumeDbRateLimit(handle.db, rule, "1.2.3.4", new Date(start.getTime() + 901_000));
    expect(later).toEqual({ allowed: true, remaining: 4 });
  });

  it("deletes the rows of ended windows: 2,000 junk keys leave nothing behind once their window is over", async () => {
    const start = new Date("2026-02-01T10:00:00Z");
    for (let i = 0; i < 2000; i++) await consumeDbRateLimit(handle.db, rule, `junk-${i}@example.test`, start);
    const live = new Date(start.getTime() + 10 * 60_000);
    await consumeDbRateLimit(handle.db, { ...rule, windowSeconds: 3600 }, "still-counting", live);
    await consumeDbRateLimit(handle.db, rule, "after-the-window", new Date(start.getTime() + 16 * 60_000));
    const rows = await handle.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(rows.map((row) => row.key).sort()).toEqual(["test:after-the-window", "test:still-counting"]);
  });

  it("counts concurrent attempts exactly", async () => {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeDbRateLimit(handle.db, rule, "burst", now)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("rate limits in Redis", () => {
  it("allows 5 per window and refuses the 6th with Retry-After", async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const limiter = createRedisRateLimitStore(redis, `gw-test-${Date.now()}-${Math.random()}`);
    try {
      const results = await Promise.all(Array.from({ length: 8 }, () => limiter.consume(rule, "9.9.9.9")));
      expect(results.filter((result) => result.allowed)).toHaveLength(5);
      const refused = results.find((result) => !result.allowed);
      expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(800);
      expect((await limiter.consume(rule, "other")).allowed).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});

describe("rate limits while Redis is down", () => {
  it("a use that refuses gets the outage (AppError unavailable, a 503), not an unhandled error (a 500); a use that counts in memory still limits", async () => {
    // A port nothing listens on: Redis is down.
    const probe = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => probe.once("listening", resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const redis = new Redis({ host: "127.0.0.1", port, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    redis.on("error", () => undefined);
    const store = createRedisRateLimitStore(redis, "gw-test-down");
    try {
      await expect(consumeRateLimitIn(store, refusing, "9.9.9.9")).rejects.toMatchObject({ code: "unavailable", status: 503 });
      const counted = [];
      for (let i = 0; i < 6; i++) counted.push(await consumeRateLimitIn(store, countingInMemory, "9.9.9.9"));
      expect(counted.map((result) => result.allowed)).toEqual([true, true, true, true, true, false]);
    } finally {
      redis.disconnect();
    }
  });
});

describe("rate limits while Redis hangs", () => {
  it("refuse with the outage within seconds instead of waiting for an answer that never comes", async () => {
    // Accepts the connection and never answers.
    const sockets = new Set<import("node:net").Socket>();
    const stalled = createServer((socket) => void sockets.add(socket)).listen(0, "127.0.0.1");
    await new Promise((resolve) => stalled.once("listening", resolve));
    const { port } = stalled.address() as { port: number };
    const redis = new Redis({ host: "127.0.0.1", port, ...redisClientOptions });
    redis.on("error", () => undefined);
    const store = createRedisRateLimitStore(redis, "gw-test-hung");
    try {
      const started = Date.now();
      await expect(consumeRateLimitIn(store, refusing, "9.9.9.9")).rejects.toMatchObject({ code: "unavailable", status: 503 });
      expect(Date.now() - started).toBeLessThan(redisClientOptions.commandTimeout * 3);
    } finally {
      redis.disconnect();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });
});
