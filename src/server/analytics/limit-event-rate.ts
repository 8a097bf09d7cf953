import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { getRedis } from "@/server/redis/get-redis";

// Generous: a reader produces a few events a minute; this only stops floods from one client.
const points = 300;
const duration = 60;

const globalForLimiter = globalThis as unknown as { groundworkEventLimiter?: RateLimiterAbstract };

function getLimiter(): RateLimiterAbstract {
  if (globalForLimiter.groundworkEventLimiter) return globalForLimiter.groundworkEventLimiter;
  const memory = new RateLimiterMemory({ keyPrefix: "event", points, duration });
  const redis = getRedis();
  // With Redis, app servers share one window; if Redis is down the memory limiter takes over.
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${getEnv().REDIS_KEY_PREFIX}-event`,
        points,
        duration,
        insuranceLimiter: memory,
      })
    : memory;
  globalForLimiter.groundworkEventLimiter = limiter;
  return limiter;
}

/** Throws AppError("rate_limited") with Retry-After when one client sends too many events. */
export async function limitEventRate(clientKey: string): Promise<void> {
  try {
    await getLimiter().consume(clientKey);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) {
      console.warn("[analytics] rate limiter unavailable:", error);
      return;
    }
    throw new AppError("rate_limited", "Too many events from this client; slow down.", {
      headers: { "Retry-After": String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))) },
    });
  }
}
