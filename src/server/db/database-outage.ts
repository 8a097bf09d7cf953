import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "./client";
import { clearOutage, currentOutage } from "./outage-latch";

/**
 * Whether a noticed outage still lasts. Nothing is probed while all is well: an outage is
 * noticed by the request that meets it (outage-latch.ts), and from then on the proxy asks
 * this, which probes at most once a second until the database answers again — so pages
 * answer 503 during the outage and recover by themselves when it ends.
 */
const probeEveryMs = 1000;
const probeTimeoutMs = 2000;

export async function isDatabaseDown(): Promise<boolean> {
  const outage = currentOutage();
  if (!outage) return false;
  if (!outage.probe && Date.now() - outage.checkedAt < probeEveryMs) return true;
  outage.probe ??= probe().finally(() => {
    outage.checkedAt = Date.now();
    outage.probe = undefined;
  });
  const isDown = await outage.probe;
  if (!isDown) clearOutage(outage);
  return isDown;
}

async function probe(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), probeTimeoutMs)));
  const query = (async () => {
    try {
      await (await getDb()).execute(sql`select 1`);
      return false;
    } catch {
      return true;
    }
  })();
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
