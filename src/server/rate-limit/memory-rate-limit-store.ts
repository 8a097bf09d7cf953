import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimitResult, RateLimitWindow, RateLimitStore } from "./types";

/** Counts in this process's memory: per app server, gone at restart. Never fails. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const limiters = new Map<string, RateLimiterMemory>();
  return {
    async consume(rule: RateLimitWindow, key: string): Promise<RateLimitResult> {
      const id = `${rule.name}:${rule.points}:${rule.windowSeconds}`;
      let limiter = limiters.get(id);
      if (!limiter)
        limiters.set(id, (limiter = new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds })));
      try {
        const result = await limiter.consume(key, 1);
        return { allowed: true, remaining: result.remainingPoints };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
  };
}
