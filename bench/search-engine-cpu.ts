/**
 * `tsx --conditions=react-server bench/search-engine-cpu.ts <postgres-url> [rounds]`: the CPU
 * one engine search costs on each side, without HTTP — this process's (searchPostgres: SQL
 * building, pg parsing, highlighting) and the PostgreSQL backends' — over the 500 benchmark
 * queries (newest first, as the HTTP benches ask), on a corpus made by bench/search-explain.ts.
 * CPU time from /proc, so it is steadier than latency on a shared machine. BENCH_REQUEST (JSON)
 * overrides request fields, e.g. `{"facets":[]}` or `{"hitsPerPage":0}`, to see what a part costs.
 */
import { openPostgres } from "@/server/db/open";
import { searchPostgres } from "@/server/search/postgres-engine";
import { postgresBackendCpuMs } from "./process-tools";
import { benchmarkQueries, benchSearchRequest } from "./synthetic-search";

const databaseUrl = process.argv[2]!;
const rounds = Number(process.argv[3] ?? 3);
const handle = await openPostgres(databaseUrl);
const queries = benchmarkQueries(500);
const runAll = async () => {
  // 4 concurrent searches, as a loaded server runs them.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < queries.length)
        await searchPostgres(handle, {
          ...benchSearchRequest,
          ...(process.env.BENCH_REQUEST ? JSON.parse(process.env.BENCH_REQUEST) : {}),
          query: queries[next++]!,
        });
    }),
  );
};
await runAll(); // warm: connections, prepared statements, JIT
for (let round = 0; round < rounds; round++) {
  const node0 = process.cpuUsage();
  const pg0 = await postgresBackendCpuMs(databaseUrl);
  const t = performance.now();
  await runAll();
  const wall = performance.now() - t;
  const node = process.cpuUsage(node0);
  const pg = (await postgresBackendCpuMs(databaseUrl)) - pg0;
  const n = queries.length;
  console.log(
    `round ${round + 1}: node ${((node.user + node.system) / 1000 / n).toFixed(2)} ms + PostgreSQL ${(pg / n).toFixed(2)} ms CPU a search, ${Math.round(n / (wall / 1000))} searches/s`,
  );
}
await handle.close();
