/**
 * `npm run bench:server-ab -- --base <tree> [--rounds 3] [--duration 10] [--posts 10000]`: the
 * server before and after a change, measured as `bench:pages` and `bench:search` measure it,
 * interleaved on one PostgreSQL database (TEST_DATABASE_URL): two built trees (`--base`, a
 * checkout of main from before the change with its own `next build`, and this one), started each
 * its own way (server-command.ts), in A B B A … order, every round the same runs — a cached post
 * page gzipped (50 connections, as browsers ask), the home page, and searches (20 connections,
 * bench:search's queries with a subscriber's secured key) — then req/s, p99 and the server's CPU
 * per request side by side (medians over the rounds; each round's figures too), with a bare
 * node:http server sending the post page's bytes as the ceiling. `--profile` also writes a V8 CPU
 * profile of this tree's server under the post page load and prints where its time goes
 * (cpu-profile-summary.ts). On a shared machine, CPU per request is the steadier figure.
 * Prints figures; never fails on time.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { desc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { openPostgres } from "@/server/db/open";
import { posts, subscriptions } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { getSearchParentKey } from "@/server/search/search-parent-key";
import { createSecuredSearchKey } from "@/server/search/secured-key";
import { seedIfEmpty, seedSynthetic } from "@/server/seed";
import { createUser } from "@/server/seed/factories";
import { serverNodeOptions } from "../scripts/server-node-options.mjs";
import { monotonicMicros, summarizeCpuProfile } from "./cpu-profile-summary";
import { cpuMs, freePort, median, printTable, serveBytes, stopChild, waitForHttp } from "./process-tools";
import { serverCommand } from "./server-command";
import { benchmarkQueries, searchRequestBody } from "./synthetic-search";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    posts: { type: "string", default: "10000" },
    profile: { type: "boolean", default: false },
  },
});
const serverUrl = process.env.TEST_DATABASE_URL;
if (!values.base || !serverUrl) {
  console.log("Usage: TEST_DATABASE_URL=postgres://… npm run bench:server-ab -- --base <a built checkout of main>");
  process.exit(1);
}
const trees = [
  { name: "before", dir: path.resolve(values.base) },
  { name: "after", dir: process.cwd() },
];
for (const tree of trees)
  if (!existsSync(path.join(tree.dir, ".next/BUILD_ID"))) throw new Error(`${tree.dir} has no build: run \`npx next build\` there.`);
const [rounds, duration] = [Number(values.rounds), Number(values.duration)];
const authSecret = `bench-secret-${"x".repeat(40)}`;
setEnvForTests({ AUTH_SECRET: authSecret });
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");

type Figures = { reqPerSec: number; p99: number; cpuMs: number; non2xx: number };
type Measure = { name: string; connections: number; run: (base: string) => autocannon.Options };

const name = `groundwork_ab_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const children = new Set<ChildProcess>();
try {
  const { postPath, readerId } = await prepare(databaseUrl);
  const { apiKey } = createSecuredSearchKey(getSearchParentKey(), readerId);
  const searchPath = `/1/indexes/*/queries?x-algolia-application-id=groundwork&x-algolia-api-key=${encodeURIComponent(apiKey)}`;
  const queries = benchmarkQueries(200);
  const gzip = { "accept-encoding": "gzip, deflate, br" };
  const measures: Measure[] = [
    { name: "post page, cached, gzip", connections: 50, run: (base) => ({ url: `${base}${postPath}`, headers: gzip }) },
    { name: "home page, cached, gzip", connections: 50, run: (base) => ({ url: `${base}/`, headers: gzip }) },
    {
      name: "search (POST /1/…/queries)",
      connections: 20,
      run: (base) => ({
        url: base,
        requests: queries.map((query) => ({ method: "POST", path: searchPath, body: searchRequestBody(query) })),
      }),
    },
  ];
  const results = new Map<string, Figures[]>();
  console.log(`Load average at the start: ${load()}. ${rounds} rounds, ${duration} s a run, order A B B A …`);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? trees : [...trees].reverse();
    for (const tree of order) {
      const profileDir =
        values.profile && tree.name === "after" && round === rounds - 1 ? mkdtempSync(path.join(tmpdir(), "gw-prof-")) : undefined;
      const server = await startServer(tree.dir, databaseUrl, profileDir);
      let profiled = { from: 0, to: 0 };
      for (const measure of measures) {
        // Warm: the page rendered and cached, the search statements prepared.
        await autocannon({ ...measure.run(server.base), connections: 4, amount: 200 });
        const before = cpuMs(server.child.pid!);
        const from = monotonicMicros();
        const result = await autocannon({ ...measure.run(server.base), connections: measure.connections, duration });
        if (measure === measures[0]) profiled = { from, to: monotonicMicros() };
        const figures = {
          reqPerSec: result.requests.average,
          p99: result.latency.p99,
          cpuMs: (cpuMs(server.child.pid!) - before) / result.requests.total,
          non2xx: result.non2xx,
        };
        const key = `${measure.name}|${tree.name}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        console.log(`  round ${round + 1} ${tree.name.padEnd(6)} ${measure.name.padEnd(28)} ${describe(figures)}`);
      }
      await stopChild(server.child);
      if (profileDir) {
        const file = readdirSync(profileDir).find((entry) => entry.endsWith(".cpuprofile"));
        const summary = file ? summarizeCpuProfile(path.join(profileDir, file), profiled) : "  (no profile written)";
        console.log(`\nWhere this tree's server spent its CPU serving the cached post page (${profileDir}):\n${summary}\n`);
      }
    }
  }
  const ceiling = await measureCeiling(databaseUrl, postPath);
  console.log(`\nMedians over ${rounds} rounds (A = ${trees[0]!.dir}, B = this tree); load average at the end: ${load()}`);
  printTable(
    ["run", "req/s A", "req/s B", "p99 ms A", "p99 ms B", "CPU ms/req A", "CPU ms/req B"],
    measures.map((measure) => {
      const [a, b] = trees.map((tree) => results.get(`${measure.name}|${tree.name}`) ?? []);
      const m = (runs: Figures[], pick: (f: Figures) => number, digits: number) => median(runs.map(pick)).toFixed(digits);
      return [
        measure.name,
        m(a!, (f) => f.reqPerSec, 0),
        m(b!, (f) => f.reqPerSec, 0),
        m(a!, (f) => f.p99, 0),
        m(b!, (f) => f.p99, 0),
        m(a!, (f) => f.cpuMs, 3),
        m(b!, (f) => f.cpuMs, 3),
      ];
    }),
  );
  console.log(`Ceiling, a bare node:http server sending the post page's gzip bytes (50 connections): ${describe(ceiling)}.`);
} finally {
  await Promise.all([...children].map(stopChild));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

function describe(f: Figures): string {
  return `${f.reqPerSec.toFixed(0)} req/s, p99 ${f.p99} ms, ${f.cpuMs.toFixed(3)} ms CPU/req${f.non2xx ? `, ${f.non2xx} non-2xx` : ""}`;
}

async function prepare(url: string): Promise<{ postPath: string; readerId: string }> {
  const handle = await openPostgres(url, { migrate: true });
  try {
    await seedIfEmpty(handle.db);
    await seedSynthetic(handle.db, { count: Number(values.posts) });
    await handle.db.execute(sql`VACUUM ANALYZE`);
    const [newest] = await handle.db
      .select({ slug: posts.slug })
      .from(posts)
      .where(eq(posts.status, "published"))
      .orderBy(desc(posts.publishedAt))
      .limit(1);
    const reader = await createUser(handle.db, { handle: `ab-${randomUUID().slice(0, 8)}` });
    await handle.db.insert(subscriptions).values({ userId: reader.id, source: "complimentary", plan: "complimentary", status: "active" });
    return { postPath: `/posts/${newest!.slug}`, readerId: reader.id };
  } finally {
    await handle.close();
  }
}

async function startServer(tree: string, url: string, profileDir?: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, ...serverCommand(port, tree)], {
    cwd: tree,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
      PORT: String(port),
      SITE_URL: base,
      DATABASE_URL: url,
      AUTH_SECRET: authSecret,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  await waitForHttp(`${base}/robots.txt`, child);
  return { base, child };
}

/** The post page's gzipped bytes (as this tree's server sends them), sent by a bare node:http server. */
async function measureCeiling(url: string, postPath: string): Promise<Figures> {
  const server = await startServer(process.cwd(), url);
  const page = await (await fetch(`${server.base}${postPath}`)).text();
  await stopChild(server.child);
  const bare = await serveBytes(gzipSync(Buffer.from(page, "utf8")), "text/html; charset=utf-8", { "content-encoding": "gzip" });
  children.add(bare.child);
  const before = cpuMs(bare.child.pid!);
  const result = await autocannon({ url: bare.url, connections: 50, duration, headers: { "accept-encoding": "gzip" } });
  const figures = {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    cpuMs: (cpuMs(bare.child.pid!) - before) / result.requests.total,
    non2xx: result.non2xx,
  };
  await stopChild(bare.child);
  return figures;
}
