import "server-only";
import { getDb } from "@/server/db/client";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { getRedis } from "@/server/redis/get-redis";
import { consumeDbRateLimit } from "./consume-db-rate-limit";
import { createMemoryRateLimitStore } from "./memory-rate-limit-store";
import { createRedisRateLimitStore } from "./redis-rate-limiter";
import type { RateLimitResult, RateLimitRule, RateLimitStore } from "./types";

const databaseStore: RateLimitStore = { consume: async (rule, key) => consumeDbRateLimit(await getDb(), rule, key) };
const memoryStore = createMemoryRateLimitStore();
let redisStore: { prefix: string; store: RateLimitStore } | undefined;

/** The store a rule counts in: Redis when REDIS_URL is set, else the database or memory, as the rule says. */
function storeFor(rule: RateLimitRule): RateLimitStore {
  const redis = getRedis();
  if (!redis) return rule.withoutRedis === "database" ? databaseStore : memoryStore;
  const prefix = `${getEnv().REDIS_KEY_PREFIX}-rl`;
  if (redisStore?.prefix !== prefix) redisStore = { prefix, store: createRedisRateLimitStore(redis, prefix) };
  return redisStore.store;
}

/** Counts one attempt against `rule` for `key`, in its store, under its outage policy (see RateLimitRule). */
export function consumeRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  return consumeRateLimitIn(storeFor(rule), rule, key);
}

let lastWarnedAt = 0;

/** consumeRateLimit with the store given (tests hand in a Redis that is down). */
export async function consumeRateLimitIn(store: RateLimitStore, rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  try {
    return await store.consume(rule, key);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (rule.whenStoreFails === "refuse") {
      // An outage to retry (503), not a bug (500). The reason goes to the log.
      console.error(`[rate-limit] ${rule.name}: the counter store failed (${reason}); refusing.`);
      throw new AppError("unavailable", "The site is briefly unavailable. Please try again in a few seconds.");
    }
    if (Date.now() - lastWarnedAt > 60_000) {
      lastWarnedAt = Date.now();
      console.warn(`[rate-limit] ${rule.name}: the counter store failed (${reason}); counting in this process until it is back.`);
    }
    return memoryStore.consume(rule, key);
  }
}
