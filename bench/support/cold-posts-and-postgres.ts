import { openPostgres } from "@/server/db/open";
import pg from "pg";
import { threadCpuMs } from "../process-detail";
import { cpuMs, median } from "../process-tools";

/** How long one request takes, whole (a status other than 200 is printed). */
export async function timeRequest(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) console.log(`  ${url}: HTTP ${response.status}`);
  return performance.now() - started;
}

/**
 * Renders each post once, one at a time (none cached yet): wall median and max, and the server's
 * CPU per render (on a busy machine the wall time mostly says how busy it is), split into the main
 * thread, V8's compiler and GC threads, and the rest.
 */
export async function measureColdPosts(base: string, pid: number, slugs: string[], databaseName: string): Promise<string> {
  const cpuBefore = cpuMs(pid);
  const threadsBefore = threadCpuMs(pid);
  const times = [];
  for (const slug of slugs) times.push(await timeRequest(`${base}/posts/${slug}`));
  const threadsAfter = threadCpuMs(pid);
  const perPost = (ms: number) => `${(ms / times.length).toFixed(0)} ms`;
  return (
    `median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; server CPU ${perPost(cpuMs(pid) - cpuBefore)} per render, ` +
    `of which the main thread (HTTP, React, query building) ${perPost(threadsAfter.main - threadsBefore.main)}, ` +
    `V8's compiler and GC threads ${perPost(threadsAfter.v8 - threadsBefore.v8)}, ` +
    `other threads (${databaseName === "PGlite" ? "the PGlite worker, " : ""}libuv's pool) ${perPost(threadsAfter.others - threadsBefore.others)}`
  );
}

/** A fresh database on the PostgreSQL server, migrated; dropped by one of `cleanups`. */
export async function openFreshPostgres(serverUrl: string, cleanups: (() => Promise<void>)[]) {
  const name = `groundwork_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openPostgres(url.toString(), { migrate: true }),
    env: { DATABASE_URL: url.toString(), AUTH_SECRET: "bench-only-secret-bench-only-secret" },
  };
}
