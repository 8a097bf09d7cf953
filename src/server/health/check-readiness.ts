import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { getRedis } from "@/server/redis/get-redis";

export type Dependency = "database" | "redis";
export type Readiness = { ready: boolean; down: Dependency[] };

/** A dependency that has not answered within this long counts as down (a load balancer waits no longer). */
const checkTimeoutMs = 2000;

/**
 * Whether this process can serve: the database answers `select 1`, and Redis answers PING when
 * REDIS_URL is set. Both are asked at once; each check has its own time limit.
 */
export async function checkReadiness(): Promise<Readiness> {
  const redis = getRedis();
  const checks: [Dependency, () => Promise<unknown>][] = [["database", async () => (await getDb()).execute(sql`select 1`)]];
  if (redis) checks.push(["redis", () => redis.ping()]);
  const results = await Promise.all(checks.map(async ([name, check]) => ((await answersInTime(check)) ? null : name)));
  const down = results.filter((name): name is Dependency => name !== null);
  return { ready: down.length === 0, down };
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
