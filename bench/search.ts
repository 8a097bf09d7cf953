/**
 * `npm run bench:search [sizes]` — search figures, printed; never fails on time.
 * For each size (default 10000,100000): synthetic posts into a fresh PGlite folder (and a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set; vacuumed there), index build time, engine
 * processingTimeMS p50/p95/p99 for both sorts over 500 fixed queries, then over HTTP against
 * the built app (`npx next build` first): p50/p99 with 20 concurrent clients (closed loop, as
 * before); end-to-end latency at a fixed offered rate (open loop like real typists: Poisson
 * arrivals, latency from when each search was due — open-loop.ts —, 200 searches/s on
 * PostgreSQL, 50 on PGlite; BENCH_RATE overrides), after a warm-up at that rate whose figures
 * are printed apart (BENCH_WARMUP_SECONDS, 30), and for comparison with earlier runs
 * autocannon's `overallRate` at the same rate, which sends each second's searches in a burst; and the
 * saturated throughput of 20 autocannon connections, with the CPU milliseconds each request cost
 * the server (and the PostgreSQL backends). Next to them, measured in the same run, two ceilings
 * and our share of each: the raw SQL (the engine's statements from 20 concurrent clients, no
 * HTTP, no highlighting) and a bare node:http server sending a search response's exact bytes.
 * BENCH_DATABASES (`pglite,postgres`) picks the databases measured.
 * Load averages are printed: on a shared machine, CPU ms per request and the shares are steadier than req/s.
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, setPriority, tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, type DatabaseHandle } from "@/server/db/open";
import { refreshPlannerStatistics } from "@/server/db/refresh-planner-statistics";
import { createUser } from "@/server/seed/factories";
import { subscriptions } from "@/server/db/schema";
import { searchPostgres } from "@/server/search/postgres-engine";
import { resolvingSearchSql } from "@/server/search/resolving-search-sql";
import { defaultCandidateCap, searchSettings } from "@/server/search/search-settings";
import { searchSql } from "@/server/search/search-statement-sql";
import { dateWindowLadder, dateWindowStarts } from "@/server/search/date-windows";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { getSearchParentKey } from "@/server/search/search-parent-key";
import { createSecuredSearchKey } from "@/server/search/secured-key";
import { setEnvForTests } from "@/server/env";
import { openLoop, type OpenLoopResult } from "./open-loop";
import { cpuMs, freePort, postgresBackendCpuMs, serveBytes, stopChild } from "./process-tools";
import { benchSearchRequest, benchmarkQueries, generateSyntheticPosts, searchRequestBody } from "./synthetic-search";
import { serverCommand } from "./server-command";

const sizes = (process.argv[2] ?? process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
// BENCH_DATABASES=postgres measures PostgreSQL alone (it still needs TEST_DATABASE_URL).
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
const authSecret = `bench-secret-${"x".repeat(40)}`;
const queries = benchmarkQueries(500);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5)} / p95 ${percentile(sorted, 0.95)} / p99 ${percentile(sorted, 0.99)} ms`;
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");

/**
 * The SQL ceiling: the engine's statements exactly as a search runs them (term resolution, the
 * date windows, the search statement) from 20 concurrent clients for `seconds`, with no HTTP
 * and no highlighting. Searches per second and latency.
 */
async function rawSqlFigures(handle: DatabaseHandle, label: string): Promise<number> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const until = started + cannonSeconds * 1000;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() < until) {
        const query = queries[next++ % queries.length]!;
        const t = performance.now();
        await handle.readWithSettings(searchSettings, async (run) => {
          // As searchPostgres runs it: the words resolved inside the search statement.
          const words = tokenizeQuery(query);
          const request = { ...benchSearchRequest, query };
          const windowStarts = await dateWindowStarts(handle, run, defaultCandidateCap);
          const ladder = await dateWindowLadder(handle, run, defaultCandidateCap);
          const [row] =
            words.words.length > 0
              ? await run<{ no_words: boolean }>(resolvingSearchSql(request, words, windowStarts, defaultCandidateCap, ladder))
              : [];
          if (!row || row.no_words) await run(searchSql(request, null, null, []));
        });
        latencies.push(Math.round(performance.now() - t));
      }
    }),
  );
  const perSecond = latencies.length / ((performance.now() - started) / 1000);
  console.log(`  ${label} ceiling, raw SQL, 20 clients: ${summary(latencies)}, ${Math.round(perSecond)} searches/s  (load ${load()})`);
  return perSecond;
}

async function engineFigures(handle: DatabaseHandle, label: string) {
  for (const sort of ["newest", "relevance"] as const) {
    const times: number[] = [];
    let empty = 0;
    for (const query of queries) {
      const result = await searchPostgres(handle, { ...benchSearchRequest, query, sort });
      times.push(result.processingTimeMS);
      if (result.nbHits === 0) empty++;
    }
    console.log(`  ${label} engine, ${sort.padEnd(9)}: ${summary(times)}  (${empty} of ${queries.length} queries found nothing)`);
  }
}

async function httpFigures(env: Record<string, string>, userId: string, label: string, sqlCeiling: number) {
  if (!existsSync(".next/BUILD_ID")) return console.log(`  ${label} HTTP: skipped (run \`npx next build\` first)`);
  const httpPort = Number(process.env.BENCH_PORT ?? (await freePort()));
  const server = spawn(process.execPath, serverCommand(httpPort), {
    env: { ...process.env, ...env, PORT: String(httpPort), NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", AUTH_SECRET: authSecret },
    stdio: "ignore",
  });
  try {
    const { apiKey } = createSecuredSearchKey(getSearchParentKey(), userId);
    const url = `http://127.0.0.1:${httpPort}/1/indexes/*/queries?x-algolia-application-id=groundwork&x-algolia-api-key=${encodeURIComponent(apiKey)}`;
    const ask = (query: string) => fetch(url, { method: "POST", body: searchRequestBody(query) });
    const deadline = Date.now() + 60_000;
    let first: Response | undefined;
    while (!first && Date.now() < deadline)
      first = await ask("habit").catch(() => new Promise<undefined>((r) => setTimeout(() => r(undefined), 300)));
    if (!first) return console.log(`  ${label} HTTP: the server did not start`);
    if (first.status === 403) return console.log(`  ${label} HTTP: skipped — 403: the bench reader may not search`);
    const sampleBody = await first.text();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < queries.length * 2) {
          const query = queries[next++ % queries.length]!;
          const t = performance.now();
          const response = await ask(query);
          await response.arrayBuffer();
          latencies.push(Math.round(performance.now() - t));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${label} HTTP, 20 clients: ${summary(latencies)}, ${Math.round(latencies.length / seconds)} req/s`);
    const rate = Number(process.env.BENCH_RATE ?? (label === "PostgreSQL" ? 200 : 50));
    // A server just started is slower for its first ~30 s under load (V8 compiling the hot
    // paths, on both sides; the hit-body cache filling): measured apart, printed, then the steady state.
    const warmUp = await openLoop({ url, rate, seconds: warmUpSeconds, body: (i) => searchRequestBody(queries[i % queries.length]!) });
    console.log(`  ${label} HTTP, open loop at ${rate}/s offered, warm-up (the next ${warmUpSeconds} s): ${describeOpenLoop(warmUp)}`);
    const open = await openLoop({ url, rate, seconds: cannonSeconds, body: (i) => searchRequestBody(queries[i % queries.length]!) });
    console.log(`  ${label} HTTP, open loop at ${rate}/s offered (Poisson arrivals): ${describeOpenLoop(open)}  (load ${load()})`);
    const bursts = await cannon(url, { connections: 64, overallRate: rate });
    console.log(
      `  ${label} HTTP, autocannon overallRate ${rate}/s (each second's quota sent at once, as before): ${describeCannon(bursts)}`,
    );
    const serverCpu = cpuMs(server.pid!);
    const databaseCpu = env.DATABASE_URL ? await postgresBackendCpuMs(env.DATABASE_URL) : 0;
    const saturated = await cannon(url, { connections: 20 });
    const served = saturated.requests.total;
    const cpu = `server ${((cpuMs(server.pid!) - serverCpu) / served).toFixed(2)} ms${
      env.DATABASE_URL
        ? ` + PostgreSQL ${(((await postgresBackendCpuMs(env.DATABASE_URL)) - databaseCpu) / served).toFixed(2)} ms`
        : " (PGlite inside)"
    }`;
    console.log(`  ${label} HTTP, 20 connections saturated: ${describeCannon(saturated)}  (load ${load()})`);
    console.log(`  ${label} HTTP, CPU per search: ${cpu}`);
    const bare = await serveBytes(sampleBody, "application/json; charset=utf-8");
    const ceiling = await cannon(bare.url, { connections: 20 }, false);
    await stopChild(bare.child);
    console.log(`  ${label} ceiling, bare node:http sending a search response's ${sampleBody.length} bytes: ${describeCannon(ceiling)}`);
    const ours = saturated.requests.average;
    console.log(
      `  ${label} share: saturated HTTP search is ${percent(ours, sqlCeiling)} of the raw SQL's searches/s and ${percent(ours, ceiling.requests.average)} of the bare server's req/s`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(whole > 0 && part / whole < 0.1 ? 1 : 0)}%`;

const cannonSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);

/** autocannon over the benchmark queries, each request one search with facets and a snippet (`searches` false: one fixed body). */
function cannon(url: string, options: { connections: number; overallRate?: number }, searches = true) {
  let next = 0;
  return autocannon({
    url,
    method: "POST",
    duration: cannonSeconds,
    ...options,
    requests: [
      { setupRequest: (request) => ({ ...request, body: searchRequestBody(searches ? queries[next++ % queries.length]! : "habit") }) },
    ],
  });
}

function describeOpenLoop({ latencies, sendDelays, completed, due, non2xx, errors, seconds }: OpenLoopResult): string {
  const late = `the client itself sent p99 ${percentile(sendDelays, 0.99).toFixed(1)} / max ${(sendDelays.at(-1) ?? 0).toFixed(1)} ms late`;
  return `${summary(latencies)} from when each was due (${late}), ${Math.round(completed / seconds)} req/s answered of ${due} due, ${non2xx} non-2xx, ${errors} errors`;
}

function describeCannon(result: autocannon.Result): string {
  const { latency, requests, non2xx, errors, timeouts } = result;
  return `p50 ${latency.p50} / p97.5 ${latency.p97_5} / p99 ${latency.p99} ms, ${Math.round(requests.average)} req/s, ${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts`;
}

async function prepare(handle: DatabaseHandle, count: number, label: string): Promise<string> {
  let t = performance.now();
  await generateSyntheticPosts(handle.db, { count });
  console.log(`  ${label}: ${count} posts generated in ${Math.round((performance.now() - t) / 1000)} s`);
  t = performance.now();
  const built = await rebuildSearchIndex(handle.db);
  console.log(`  ${label}: index built in ${Math.round(performance.now() - t)} ms (${built.posts} posts, ${built.words} words)`);
  if (handle.driver === "postgres") {
    // Autovacuum would now spend a minute on the bulk load, competing with the measurement
    // for the two cores; vacuum first, so the figures are those of a settled database.
    t = performance.now();
    await handle.db.execute(sql`VACUUM ANALYZE`);
    console.log(`  ${label}: vacuumed in ${Math.round(performance.now() - t)} ms`);
  } else {
    // As `npm start` does on each start (scripts/start.ts): PGlite's planner has statistics only then.
    await refreshPlannerStatistics(handle.db);
  }
  // The searching reader needs a subscription, as in the product: a complimentary one.
  const reader = await createUser(handle.db, { handle: `bench-${randomUUID().slice(0, 8)}` });
  await handle.db.insert(subscriptions).values({ userId: reader.id, source: "complimentary", plan: "complimentary", status: "active" });
  return reader.id;
}

/**
 * Typists' browsers are not on the server's machine; this client shares its cores with the
 * server and PostgreSQL, and a request it sends late counts as latency. So it asks the system
 * to run it first (allowed to root), and the open loop prints how late it still sent.
 */
function raiseClientPriority(): string {
  try {
    setPriority(-10);
    return "raised (nice -10)";
  } catch {
    return "unchanged (raising it needs root)";
  }
}

setEnvForTests({ AUTH_SECRET: authSecret });
console.log(`Load average at the start: ${load()} (1 / 5 / 15 min, 2 cores shared with other work).`);
console.log(`The load generator's scheduling priority: ${raiseClientPriority()}.`);
for (const count of sizes) {
  console.log(`\n${count} posts`);
  if (databases.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-bench-"));
    try {
      const handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
      const userId = await prepare(handle, count, "PGlite");
      await engineFigures(handle, "PGlite");
      const sqlCeiling = await rawSqlFigures(handle, "PGlite");
      await handle.close();
      await httpFigures({ DATA_DIR: dataDir }, userId, "PGlite", sqlCeiling);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && databases.includes("postgres")) {
    const name = `groundwork_bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const handle = await openPostgres(url.toString(), { migrate: true });
      const userId = await prepare(handle, count, "PostgreSQL");
      await engineFigures(handle, "PostgreSQL");
      const sqlCeiling = await rawSqlFigures(handle, "PostgreSQL");
      await handle.close();
      await httpFigures({ DATABASE_URL: url.toString() }, userId, "PostgreSQL", sqlCeiling);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}
console.log(`\nLoad average at the end: ${load()}.`);
