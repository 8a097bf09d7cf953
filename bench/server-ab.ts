/**
 * `npm run bench:server-ab -- --base <tree> [--rounds 3] [--duration 10] [--posts 10000]`: the
 * server before and after a change, measured as `bench:pages` and `bench:search` measure it,
 * interleaved on one PostgreSQL server (TEST_DATABASE_URL), a database per tree migrated and seeded
 * by that tree's own `db:seed`: two built trees (`--base`, a
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
import pg from "pg";
import { setEnvForTests } from "@/server/env";
import { getSearchParentKey } from "@/server/search/search-parent-key";
import { createSecuredSearchKey } from "@/server/search/secured-key";
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
type Measure = { name: string; connections: number; run: (base: string, tree: string) => autocannon.Options };

// A database per tree, each migrated and seeded by its own tree's code: the trees' schemas
// differ when the change between them has a migration (one database would hold only the newer).
const stem = `groundwork_ab_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const databases = new Map<string, string>();
for (const tree of trees) {
  const database = `${stem}_${tree.name}`;
  await admin.query(`CREATE DATABASE ${database}`);
  databases.set(tree.name, Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString());
}
const children = new Set<ChildProcess>();
try {
  const prepared = new Map<string, { postPath: string; searchPath: string }>();
  for (const tree of trees) {
    const { postPath, readerId } = await prepare(tree.dir, databases.get(tree.name)!);
    const { apiKey } = createSecuredSearchKey(getSearchParentKey(), readerId);
    const searchPath = `/1/indexes/*/queries?x-algolia-application-id=groundwork&x-algolia-api-key=${encodeURIComponent(apiKey)}`;
    prepared.set(tree.name, { postPath, searchPath });
    console.log(`${tree.name}: ${databases.get(tree.name)}, post page ${postPath}`);
  }
  const queries = benchmarkQueries(200);
  const gzip = { "accept-encoding": "gzip, deflate, br" };
  const measures: Measure[] = [
    {
      name: "post page, cached, gzip",
      connections: 50,
      run: (base, tree) => ({ url: `${base}${prepared.get(tree)!.postPath}`, headers: gzip }),
    },
    { name: "home page, cached, gzip", connections: 50, run: (base) => ({ url: `${base}/`, headers: gzip }) },
    {
      name: "search (POST /1/…/queries)",
      connections: 20,
      run: (base, tree) => ({
        url: base,
        requests: queries.map((query) => ({ method: "POST", path: prepared.get(tree)!.searchPath, body: searchRequestBody(query) })),
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
      const server = await startServer(tree.dir, databases.get(tree.name)!, profileDir);
      let profiled = { from: 0, to: 0 };
      for (const measure of measures) {
        // Warm: the page rendered and cached, the search statements prepared.
        await autocannon({ ...measure.run(server.base, tree.name), connections: 4, amount: 200 });
        const before = cpuMs(server.child.pid!);
        const from = monotonicMicros();
        const result = await autocannon({ ...measure.run(server.base, tree.name), connections: measure.connections, duration });
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
  const ceiling = await measureCeiling(databases.get("after")!, prepared.get("after")!.postPath);
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
  for (const url of databases.values()) await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

function describe(f: Figures): string {
  return `${f.reqPerSec.toFixed(0)} req/s, p99 ${f.p99} ms, ${f.cpuMs.toFixed(3)} ms CPU/req${f.non2xx ? `, ${f.non2xx} non-2xx` : ""}`;
}

/** Migrates and seeds (the sample publication, then synthetic posts) with the tree's own `npm run db:seed`. */
async function prepare(tree: string, url: string): Promise<{ postPath: string; readerId: string }> {
  const seed = spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/db-seed.ts", "--synthetic", values.posts!],
    {
      cwd: tree,
      env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: authSecret, NODE_ENV: "production" },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const code = await new Promise<number | null>((resolve) => seed.once("exit", resolve));
  if (code !== 0) throw new Error(`Seeding ${tree} failed (exit ${code}).`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("VACUUM ANALYZE");
    // The same kind of page in both: the newest published post every reader may read (the
    // access column exists only from the paywall on).
    const hasAccess =
      (await client.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'posts' AND column_name = 'access'")).rowCount! > 0;
    const newest = await client.query<{ slug: string }>(
      `SELECT slug FROM posts WHERE status = 'published'${hasAccess ? " AND access = 'public'" : ""} ORDER BY published_at DESC LIMIT 1`,
    );
    // The sample publication's subscriber (a complimentary subscription) searches.
    const reader = await client.query<{ id: string }>("SELECT id FROM users WHERE email = 'subscriber@groundwork.local'");
    return { postPath: `/posts/${newest.rows[0]!.slug}`, readerId: reader.rows[0]!.id };
  } finally {
    await client.end();
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
