import "server-only";
import { AppError } from "@/server/errors";
import { consumeRateLimit } from "@/server/rate-limit/consume-rate-limit";
import type { RateLimitRule } from "@/server/rate-limit/types";

/**
 * Generous: a reader produces a few events a minute; this only stops floods from one client.
 * Without Redis, counted in memory: a database write for every page view's event would cost more
 * than the event itself. If Redis fails, counted in memory too: refusing would drop real
 * visitors' events over an outage of something analytics does not need.
 */
const eventRule: RateLimitRule = {
  name: "event",
  points: 300,
  windowSeconds: 60,
  withoutRedis: "memory",
  whenStoreFails: "count-in-memory",
};

/** Throws AppError("rate_limited") with Retry-After when one client sends too many events. */
export async function limitEventRate(clientKey: string): Promise<void> {
  const result = await consumeRateLimit(eventRule, clientKey);
  if (result.allowed) return;
  throw new AppError("rate_limited", "Too many events from this client; slow down.", {
    headers: { "Retry-After": String(result.retryAfterSeconds) },
  });
}
