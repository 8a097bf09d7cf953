import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { analyticsSalts } from "@/server/db/schema";

const cache = new Map<string, string>();

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The salt of a UTC day, created on first use. Shared through the database so every
 * app server hashes a visitor alike; salts older than yesterday are deleted, which is
 * what makes old visitor hashes unlinkable.
 */
export async function getDailySalt(db: Database, now: Date): Promise<string> {
  const day = utcDay(now);
  const cached = cache.get(day);
  if (cached) return cached;

  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`No analytics salt for ${day}`);

  const yesterday = utcDay(new Date(now.getTime() - 86_400_000));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, yesterday));
  cache.clear();
  cache.set(day, row.salt);
  return row.salt;
}
