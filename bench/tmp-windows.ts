import { Client } from "pg";
import { PgDialect } from "drizzle-orm/pg-core";
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { resolvingSearchSql, searchSettings } from "@/server/search/postgres-engine";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { cpuMs } from "./process-tools";
import { benchmarkQueries, benchSearchRequest } from "./synthetic-search";

const url = process.argv[2]!;
const rounds = Number(process.argv[3] ?? 3);
const dialect = new PgDialect();
const queries = benchmarkQueries(500).filter((query) => tokenizeQuery(query).words.length > 0);
const modes = (process.argv[4] ?? "2;2,4;2,6;2,4,8").split(";").map((m) => m.split(",").map(Number));
const sorts = (process.env.SORTS ?? "newest,relevance").split(",") as ("newest" | "relevance")[];
async function connect(multipliers: number[]) {
  const options = Object.entries(searchSettings).map(([n, v]) => `-c ${n}=${v.replaceAll(/[\\ ]/g, "\\$&")}`).join(" ");
  const client = new Client({ connectionString: url, options });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  const windowStarts: number[] = [];
  for (const m of multipliers) {
    const r = await client.query<{ start: number | null }>(`SELECT extract(epoch FROM (SELECT published_at FROM post_search WHERE published_at <= now() ORDER BY published_at DESC NULLS LAST OFFSET ${m * 1000 - 1} LIMIT 1))::float8 AS start`);
    if (r.rows[0]?.start == null) break;
    const s = Number(r.rows[0].start);
    if (s !== windowStarts.at(-1)) windowStarts.push(s);
  }
  return { client, pid: rows[0]!.pid, windowStarts };
}
const connections = await Promise.all(modes.map(connect));
const totals = modes.map(() => ({ cpu: 0, wall: 0, searches: 0 }));
let differ = 0;
for (let round = 0; round <= rounds; round++) {
  for (const query of queries) for (const sort of sorts) {
    const answers: string[] = [];
    for (const [i] of modes.entries()) {
      const { client, pid, windowStarts } = connections[i]!;
      const statement = dialect.sqlToQuery(resolvingSearchSql({ ...benchSearchRequest, query, sort }, tokenizeQuery(query), windowStarts));
      const name = `gw_${createHash("sha1").update(statement.sql).digest("base64url").slice(0, 20)}`;
      const cpu0 = cpuMs(pid); const t0 = performance.now();
      const r = await client.query({ name, text: statement.sql, values: statement.params });
      answers.push(JSON.stringify(r.rows));
      if (round === 0) continue;
      totals[i]!.cpu += cpuMs(pid) - cpu0; totals[i]!.wall += performance.now() - t0; totals[i]!.searches++;
    }
    if (answers.some((a) => a !== answers[0])) differ++;
  }
}
console.log(`windows (× cap) interleaved query by query, ${rounds} rounds (load ${loadavg().map((n) => n.toFixed(1)).join(" / ")}), differ ${differ}`);
for (const [i, m] of modes.entries()) { const { cpu, wall, searches } = totals[i]!; console.log(`  ${m.join(",").padEnd(12)} (${connections[i]!.windowStarts.length} windows) backend CPU ${(cpu / searches).toFixed(2)} ms, wall ${(wall / searches).toFixed(2)} ms`); }
for (const { client } of connections) await client.end();
