import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { tryTakeLease } from "@/server/jobs/lease";
import type { RateLimitResult, RateLimitWindow } from "./types";

/** How often a process sweeps out windows that have ended. */
const purgeEverySeconds = 60;
const lastPurge = new WeakMap<Database, number>();

/**
 * Counts one attempt in a fixed window stored in the database: one atomic upsert, so
 * concurrent requests and several app servers never lose a count (PGlite and PostgreSQL).
 * Every minute or so a call also deletes the rows of ended windows, so keys nobody reuses
 * (junk addresses, passing clients) do not pile up. Of several app servers, one sweeps per
 * minute: whichever takes the minute's lease.
 */
export async function consumeDbRateLimit(
  db: Database,
  rule: RateLimitWindow,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  await purgeEndedWindows(db, now);
  const id = `${rule.name}:${key}`;
  const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: id, points: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.points} + 1 end`,
        expiresAt: sql`case when ${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ points: rateLimits.points, expiresAt: rateLimits.expiresAt });
  if (!row) throw new Error("rate limit upsert returned no row");
  if (row.points <= rule.points) return { allowed: true, remaining: rule.points - row.points };
  const expiresAt = row.expiresAt instanceof Date ? row.expiresAt : new Date(row.expiresAt);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)) };
}

async function purgeEndedWindows(db: Database, now: Date): Promise<void> {
  const last = lastPurge.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < purgeEverySeconds * 1000) return;
  lastPurge.set(db, now.getTime());
  if (!(await tryTakeLease(db, "rate-limit-purge", purgeEverySeconds * 1000, { at: now }))) return;
  await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz`);
}
