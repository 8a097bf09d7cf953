export type RateLimitRule = { name: string; points: number; windowSeconds: number };

/** Outcome of counting one attempt: allowed, or refused with how long to wait. */
export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };
