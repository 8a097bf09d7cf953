/**
 * `tsx --conditions=react-server bench/pglite-thread-cpu.ts <pglite-dir> [git-rev] [rounds]`, on a corpus
 * made by bench/search-explain.ts: the PGlite thread's CPU per search statement, this tree's worker
 * (src/server/db/pglite-worker.mjs) against the worker of `git-rev` (default main), in one run.
 * Each gets its own copy of the data folder and runs the statement a search sends
 * (resolvingSearchSql under searchSettings) for the benchmark queries, both sorts, the two
 * interleaved query by query; CPU from /proc of each worker's own threads. Also counts the
 * answers (rows) that differ between the two: expect 0. Then the statements per second each
 * side serves to 20 concurrent clients (the raw SQL ceiling of one PGlite), the two alternating.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PgDialect } from "drizzle-orm/pg-core";
import { openPgliteThread } from "@/server/db/pglite-thread";
import { resolvingSearchSql, searchSettings } from "@/server/search/postgres-engine";
import { tokenizeQuery } from "@/server/search/tokenize-query";
import { benchmarkQueries, benchSearchRequest } from "./synthetic-search";

const source = process.argv[2]!;
const rev = process.argv[3] ?? "main";
const rounds = Number(process.argv[4] ?? 2);
const work = mkdtempSync(path.join(tmpdir(), "groundwork-pglite-cpu-"));

// The other worker, with its package imports made absolute so it loads from a temporary folder.
let other = execFileSync("git", ["show", `${rev}:src/server/db/pglite-worker.mjs`], { encoding: "utf8" });
for (const specifier of ["@electric-sql/pglite/contrib/pg_trgm", "@electric-sql/pglite"]) {
  other = other.replaceAll(`"${specifier}"`, JSON.stringify(import.meta.resolve(specifier)));
}
const otherScript = path.join(work, "pglite-worker.mjs");
writeFileSync(otherScript, other);

const threads = () => new Set(readdirSync("/proc/self/task"));
const threadCpuMs = (tids: string[]) =>
  tids.reduce((total, tid) => {
    const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return total + ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  }, 0);

async function open(label: string, script?: string) {
  const dataDir = path.join(work, label);
  cpSync(source, dataDir, { recursive: true });
  const before = threads();
  const client = await openPgliteThread(
    dataDir,
    { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=48MB"] },
    script ? { script } : {},
  );
  const tids = [...threads()].filter((tid) => !before.has(tid));
  return { label, client, tids, cpu: 0, searches: 0 };
}

const sides = [await open(`${rev}'s worker`, otherScript), await open("this tree's worker")];
const dialect = new PgDialect();
const queries = benchmarkQueries(500).filter((query) => tokenizeQuery(query).words.length > 0);
const [startRow] = await sides[0]!.client.queryWithSettings<{ start: number }>(
  {},
  `SELECT extract(epoch FROM (SELECT published_at FROM post_search WHERE published_at <= now()
     ORDER BY published_at DESC NULLS LAST OFFSET 1999 LIMIT 1))::float8 AS start`,
  [],
);
const windowStarts = [Number(startRow!.start)];
let differ = 0;
let compared = 0;
for (let round = 0; round <= rounds; round++) {
  for (const query of queries) {
    for (const sort of ["newest", "relevance"] as const) {
      const statement = dialect.sqlToQuery(resolvingSearchSql({ ...benchSearchRequest, query, sort }, tokenizeQuery(query), windowStarts));
      const answers: string[] = [];
      for (const side of sides) {
        const cpu0 = threadCpuMs(side.tids);
        answers.push(JSON.stringify(await side.client.queryWithSettings(searchSettings, statement.sql, statement.params)));
        if (round === 0) continue; // warm-up
        side.cpu += threadCpuMs(side.tids) - cpu0;
        side.searches++;
      }
      compared++;
      if (answers[0] !== answers[1]) differ++;
    }
  }
}
console.log(
  `PGlite thread CPU per search statement, ${queries.length} queries × 2 sorts × ${rounds} rounds (load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")}):`,
);
for (const side of sides) console.log(`  ${side.label.padEnd(22)} ${(side.cpu / side.searches).toFixed(2)} ms`);
console.log(`  answers compared ${compared}, differ ${differ}`);
// Throughput: 20 concurrent clients on one side at a time, alternating, `seconds` each turn.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const served = sides.map(() => ({ searches: 0, ms: 0 }));
for (let turn = 0; turn < 4; turn++) {
  const i = turn % 2;
  const { client } = sides[i]!;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() - started < seconds * 1000) {
        const query = queries[next++ % queries.length]!;
        const statement = dialect.sqlToQuery(resolvingSearchSql({ ...benchSearchRequest, query }, tokenizeQuery(query), windowStarts));
        await client.queryWithSettings(searchSettings, statement.sql, statement.params);
        served[i]!.searches++;
      }
    }),
  );
  served[i]!.ms += performance.now() - started;
}
console.log(
  `20 concurrent clients, newest first, ${seconds} s × 2 turns each, alternating (load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")}):`,
);
for (const [i, side] of sides.entries()) {
  console.log(`  ${side.label.padEnd(22)} ${Math.round(served[i]!.searches / (served[i]!.ms / 1000))} search statements/s`);
}
for (const side of sides) await side.client.close();
rmSync(work, { recursive: true, force: true });
