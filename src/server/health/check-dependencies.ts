import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { getRedis } from "@/server/redis/get-redis";

export type Dependency = "database" | "redis";
export type DependencyState = "up" | "down";
export type DependencyReport = Partial<Record<Dependency, DependencyState>>;

/** A dependency that has not answered within this long counts as down (a load balancer waits no longer). */
const checkTimeoutMs = 2000;

/**
 * The shared dependencies' state, for monitoring: the database answers `select 1`, and Redis
 * answers PING when REDIS_URL is set. Both are asked at once; each check has its own time limit.
 * Not a reason to leave the load balancer's rotation (answer-readiness.ts): every node shares
 * them, so one down would take every node out; what needs one answers its own 503 meanwhile.
 */
export async function checkDependencies(): Promise<DependencyReport> {
  const redis = getRedis();
  const checks: [Dependency, () => Promise<unknown>][] = [["database", async () => (await getDb()).execute(sql`select 1`)]];
  if (redis) checks.push(["redis", () => redis.ping()]);
  const states = await Promise.all(checks.map(async ([name, check]) => [name, (await answersInTime(check)) ? "up" : "down"] as const));
  return Object.fromEntries(states);
}

async function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), checkTimeoutMs)));
  const attempt = check().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
