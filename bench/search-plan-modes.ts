/**
 * `tsx --conditions=react-server bench/search-plan-modes.ts <postgres-url> [rounds]`, on a corpus made
 * by bench/search-explain.ts: the PostgreSQL backend CPU one search statement costs (from /proc of
 * the backend, one connection, the 500 benchmark queries in turn) when it is
 * - prepared once and planned once (named, plan_cache_mode = force_generic_plan: what the engine does),
 * - prepared once and planned for each search's words (named, force_custom_plan),
 * - prepared once, PostgreSQL choosing (named, auto: custom for the first five, then generic if not dearer),
 * - parsed and planned every time (unnamed).
 * The modes are interleaved round by round, so machine load weighs on each alike.
 */
import { Client } from "pg";
import { PgDialect } from "drizzle-orm/pg-core";
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { resolvingSearchSql } from "@/server/search/resolving-search-sql";
import { defaultCandidateCap, searchSettings } from "@/server/search/search-settings";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { cpuMs } from "./process-tools";
import { benchmarkQueries, benchSearchRequest } from "./synthetic-search";

const url = process.argv[2]!;
const rounds = Number(process.argv[3] ?? 3);
const dialect = new PgDialect();
const queries = benchmarkQueries(500).filter((query) => tokenizeQuery(query).words.length > 0);

type Mode = { label: string; planCacheMode: string; named: boolean };
const modes: Mode[] = [
  { label: "named, generic plan (engine)", planCacheMode: "force_generic_plan", named: true },
  { label: "named, custom plan each time", planCacheMode: "force_custom_plan", named: true },
  { label: "named, auto", planCacheMode: "auto", named: true },
  { label: "unnamed (parse + plan each)", planCacheMode: "force_generic_plan", named: false },
];

async function connect(mode: Mode) {
  const settings = { ...searchSettings, plan_cache_mode: mode.planCacheMode };
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value.replaceAll(/[\\ ]/g, "\\$&")}`)
    .join(" ");
  const client = new Client({ connectionString: url, options });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  const starts = await client.query<{ start: number }>(
    `SELECT extract(epoch FROM (SELECT published_at FROM post_search WHERE published_at <= now()
       ORDER BY published_at DESC NULLS LAST OFFSET ${defaultCandidateCap * 2 - 1} LIMIT 1))::float8 AS start`,
  );
  return { client, pid: rows[0]!.pid, windowStarts: [Number(starts.rows[0]!.start)] };
}

const connections = await Promise.all(modes.map(connect));
const totals = modes.map(() => ({ cpu: 0, wall: 0, searches: 0 }));
for (let round = 0; round <= rounds; round++) {
  for (const [i, mode] of modes.entries()) {
    const { client, pid, windowStarts } = connections[i]!;
    const cpu0 = cpuMs(pid);
    const t0 = performance.now();
    for (const query of queries) {
      for (const sort of ["newest", "relevance"] as const) {
        const statement = dialect.sqlToQuery(
          resolvingSearchSql({ ...benchSearchRequest, query, sort }, tokenizeQuery(query), windowStarts),
        );
        const name = mode.named ? `gw_${createHash("sha1").update(statement.sql).digest("base64url").slice(0, 20)}` : undefined;
        await client.query({ name, text: statement.sql, values: statement.params });
      }
    }
    if (round === 0) continue; // warm-up: caches, the named statements prepared
    totals[i]!.cpu += cpuMs(pid) - cpu0;
    totals[i]!.wall += performance.now() - t0;
    totals[i]!.searches += queries.length * 2;
  }
}
console.log(
  `${queries.length} queries × newest and relevance × ${rounds} rounds, one connection each (load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")})`,
);
for (const [i, mode] of modes.entries()) {
  const { cpu, wall, searches } = totals[i]!;
  console.log(`  ${mode.label.padEnd(30)} backend CPU ${(cpu / searches).toFixed(2)} ms a search, wall ${(wall / searches).toFixed(2)} ms`);
}
for (const { client } of connections) await client.end();
