import "server-only";
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimitResult, RateLimitWindow, RateLimitStore } from "./types";

/** Counts in Redis (rate-limiter-flexible), shared by every app server; a Redis failure is thrown as is. */
export function createRedisRateLimitStore(client: Redis, keyPrefix = "gw-rl"): RateLimitStore {
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterFor = (rule: RateLimitWindow) => {
    const id = `${rule.name}:${rule.points}:${rule.windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${keyPrefix}:${rule.name}`,
        points: rule.points,
        duration: rule.windowSeconds,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async consume(rule, key): Promise<RateLimitResult> {
      try {
        const result = await limiterFor(rule).consume(key, 1);
        return { allowed: true, remaining: result.remainingPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
  };
}
