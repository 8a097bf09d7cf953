/**
 * `tsx --conditions=react-server bench/search-http-profile.ts <postgres-url> [seconds]`:
 * where one HTTP search's CPU goes, on a corpus made by bench/search-explain.ts. Starts the
 * built app (`next start`, port BENCH_PORT or 4410) on that database, saturates it with 20
 * autocannon connections for `seconds` (default 10), and prints req/s, latency and the CPU
 * milliseconds per request of the Node server and of the PostgreSQL backends serving it.
 * CPU_PROF=dir also writes a V8 CPU profile of the server there (`node --cpu-prof`).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { openPostgres } from "@/server/db/open";
import { createUser } from "@/server/seed/factories";
import { subscriptions } from "@/server/db/schema";
import { getSearchParentKey } from "@/server/search/search-parent-key";
import { createSecuredSearchKey } from "@/server/search/secured-key";
import { setEnvForTests } from "@/server/env";
import { cpuMs, postgresBackendCpuMs, stopChild, waitForHttp } from "./process-tools";
import { benchmarkQueries, searchRequestBody } from "./synthetic-search";
import { serverCommand } from "./server-command";

const databaseUrl = process.argv[2]!;
const seconds = Number(process.argv[3] ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4410);
const authSecret = `bench-secret-${"x".repeat(40)}`;
setEnvForTests({ AUTH_SECRET: authSecret });

const handle = await openPostgres(databaseUrl, { migrate: true });
const reader = await createUser(handle.db, { handle: `bench-${randomUUID().slice(0, 8)}` });
await handle.db.insert(subscriptions).values({ userId: reader.id, source: "complimentary", plan: "complimentary", status: "active" });
await handle.close();

const nodeArgs = process.env.CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.CPU_PROF}`] : [];
const server = spawn(process.execPath, [...nodeArgs, ...serverCommand(port)], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_SECRET: authSecret,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const { apiKey } = createSecuredSearchKey(getSearchParentKey(), reader.id);
const url = `http://127.0.0.1:${port}/1/indexes/*/queries?x-algolia-application-id=groundwork&x-algolia-api-key=${encodeURIComponent(apiKey)}`;
const queries = benchmarkQueries(500);

try {
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, server);
  const warm = await fetch(url, { method: "POST", body: searchRequestBody("habit") });
  console.log("warm-up:", warm.status, (await warm.text()).length, "bytes");
  let next = 0;
  const run = () =>
    autocannon({
      url,
      method: "POST",
      connections: 20,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, body: searchRequestBody(queries[next++ % queries.length]!) }) }],
    });
  await run(); // warm: connections, prepared statements, JIT
  const node0 = cpuMs(server.pid!);
  const pg0 = await postgresBackendCpuMs(databaseUrl);
  const result = await run();
  const nodeCpu = cpuMs(server.pid!) - node0;
  const pgCpu = (await postgresBackendCpuMs(databaseUrl)) - pg0;
  const n = result.requests.total;
  console.log(
    `saturated: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} / p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
  console.log(`CPU per request: node ${(nodeCpu / n).toFixed(2)} ms, PostgreSQL ${(pgCpu / n).toFixed(2)} ms`);
} finally {
  await stopChild(server);
}
