import "server-only";
import { Redis } from "ioredis";
import { getEnv } from "@/server/env";

const globalForRedis = globalThis as unknown as { groundworkRedis?: Redis };

/**
 * The process's one Redis connection, shared by everything that uses Redis (rate limits, the
 * analytics flood guard); null when REDIS_URL is not set. A command fails after one retry
 * instead of waiting for a Redis that is down: callers decide what an outage means for them.
 */
export function getRedis(): Redis | null {
  const { REDIS_URL } = getEnv();
  if (!REDIS_URL) return null;
  globalForRedis.groundworkRedis ??= new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  return globalForRedis.groundworkRedis;
}
