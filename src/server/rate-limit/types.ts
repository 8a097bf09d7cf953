/**
 * One rate limit: `points` attempts per `windowSeconds` per key, and two choices its use makes
 * (and says why, where the rule is defined):
 * - `withoutRedis`: where counts live when REDIS_URL is not set — "database" (exact across app
 *   servers; one write an attempt) or "memory" (this process alone; for hot paths where a write
 *   an attempt costs too much). With REDIS_URL they are in Redis, shared by every app server.
 * - `whenStoreFails`: what happens when Redis or the database does not answer — "refuse" (503:
 *   the limit protects something that must not go unlimited) or "count-in-memory" (this process
 *   counts alone until the store is back: the limit only stops floods, and refusing would lose
 *   what the limited request carries).
 */
export type RateLimitRule = RateLimitWindow & {
  withoutRedis: "database" | "memory";
  whenStoreFails: "refuse" | "count-in-memory";
};

/** What a store counts: `points` attempts per `windowSeconds` per key, under the rule's `name`. */
export type RateLimitWindow = { name: string; points: number; windowSeconds: number };

/** Outcome of counting one attempt: allowed, or refused with how long to wait. */
export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** Where counts live. `consume` throws when the store itself fails (not when the limit is reached). */
export type RateLimitStore = { consume: (rule: RateLimitWindow, key: string) => Promise<RateLimitResult> };
