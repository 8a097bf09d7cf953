import "server-only";
import { Redis } from "ioredis";
import { getEnv } from "@/server/env";

const globalForRedis = globalThis as unknown as { groundworkRedis?: Redis };

/**
 * A command fails after one retry instead of waiting for a Redis that is down, and after 2 s (as
 * /readyz's check) when Redis hangs without answering: callers decide what an outage means for them.
 */
export const redisClientOptions = { maxRetriesPerRequest: 1, commandTimeout: 2000 } as const;

/**
 * The process's one Redis connection, shared by everything that uses Redis (rate limits, the
 * analytics flood guard, search analytics); null when REDIS_URL is not set.
 */
export function getRedis(): Redis | null {
  const { REDIS_URL } = getEnv();
  if (!REDIS_URL) return null;
  globalForRedis.groundworkRedis ??= new Redis(REDIS_URL, redisClientOptions);
  return globalForRedis.groundworkRedis;
}
