import "server-only";
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@/server/errors";
import type { RateLimitResult, RateLimitRule } from "./types";

/** Rate limits in Redis (rate-limiter-flexible), for deployments that set REDIS_URL. */
export function createRedisRateLimiter(client: Redis, keyPrefix = "gw-rl") {
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterFor = (rule: RateLimitRule) => {
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
    async consume(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
      try {
        const result = await limiterFor(rule).consume(key, 1);
        return { allowed: true, remaining: result.remainingPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        // Redis down or unreachable: an outage to retry (503), not a bug (500). The reason goes to the log.
        console.error("[rate-limit] Redis failed:", rejection instanceof Error ? rejection.message : String(rejection));
        throw new AppError("unavailable", "The site is briefly unavailable. Please try again in a few seconds.");
      }
    },
  };
}
