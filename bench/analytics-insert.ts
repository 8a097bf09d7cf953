/**
 * `npm run bench:analytics-insert`: what writing a batch of analytics rows costs the app's
 * event loop, the way the intake and the settled searches write them (insertAnalyticsRows: one
 * array a column) against Drizzle's multi-row `values()` (a placeholder a cell), for batches
 * of 50 and 500 rows, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. The process's CPU
 * milliseconds per batch are what every request waits for while it runs; wall time is printed
 * beside them. Never fails on time.
 */
import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "@/server/db/open";
import { analyticsEvents, type NewAnalyticsEvent } from "@/server/db/schema";
import { insertAnalyticsRows } from "@/server/analytics/insert-analytics-rows";

const rounds = 10;

function batchOf(size: number): NewAnalyticsEvent[] {
  return Array.from({ length: size }, (_, i) => ({
    name: "Search",
    pathname: "/search",
    hostname: "groundwork.example",
    props: { query: `morning routine ${i}`, nbHits: i % 40, no_subscriptions: false, source: "server" },
    visitorHash: randomUUID(),
    deviceType: "unknown",
    browser: "unknown",
    os: "unknown",
  }));
}

async function measure(write: () => Promise<unknown>): Promise<string> {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const usage = process.cpuUsage();
    const started = performance.now();
    await write();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
  }
  // The first rounds warm the code up; the median of the rest.
  const median = (values: number[]) => values.slice(2).sort((a, b) => a - b)[Math.floor((values.length - 2) / 2)]!;
  return `${median(cpu).toFixed(1)} ms of this process's CPU, ${median(wall).toFixed(1)} ms wall`;
}

async function figures(handle: DatabaseHandle, label: string) {
  for (const size of [50, 500]) {
    const rows = batchOf(size);
    const drizzle = await measure(() => handle.db.insert(analyticsEvents).values(rows));
    const arrays = await measure(() => insertAnalyticsRows(handle.db, rows));
    console.log(`  ${label}, ${size} rows: column arrays ${arrays}; Drizzle values() ${drizzle}`);
  }
}

console.log(`Writing a batch of analytics rows (median of ${rounds - 2} rounds after 2 of warm-up):`);
const pglite = await openPglite(undefined, { migrate: true });
await figures(pglite, "PGlite");
await pglite.close();

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `groundwork_bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString(), { migrate: true });
    await figures(handle, "PostgreSQL");
    await handle.close();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
