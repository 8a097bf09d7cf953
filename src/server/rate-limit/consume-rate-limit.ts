import "server-only";
import { getDb } from "@/server/db/client";
import { getEnv } from "@/server/env";
import { getRedis } from "@/server/redis/get-redis";
import { consumeDbRateLimit } from "./consume-db-rate-limit";
import { createRedisRateLimiter } from "./redis-rate-limiter";
import type { RateLimitResult, RateLimitRule } from "./types";

const globalForLimiter = globalThis as unknown as { groundworkRedisLimiter?: ReturnType<typeof createRedisRateLimiter> };

/** Counts one attempt: in Redis when REDIS_URL is set, otherwise in the database. */
export async function consumeRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const redis = getRedis();
  if (redis) {
    globalForLimiter.groundworkRedisLimiter ??= createRedisRateLimiter(redis, `${getEnv().REDIS_KEY_PREFIX}-rl`);
    return globalForLimiter.groundworkRedisLimiter.consume(rule, key);
  }
  return consumeDbRateLimit(await getDb(), rule, key);
}
