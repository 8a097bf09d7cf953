/**
 * `npm run bench:pages`: the public pages under load, next to the machine's ceiling. Builds if
 * there is no build; seeds the sample publication plus 10,000 synthetic posts into a fresh
 * PGlite folder (and, when TEST_DATABASE_URL is set, a fresh PostgreSQL database); starts the
 * built server on each (as `npm start` does, with its preload) and measures home, a post, a tag
 * page and the feed with autocannon at 50 connections and at 1, served from the cache, the post
 * page again as browsers ask for it (gzip), plus the first request of a page that is
 * not cached (as after an invalidation): just after start, and again after the runs, when the
 * render path is compiled (a page invalidated in a server that has been running). The ceiling is a bare node:http server sending the
 * post page's exact bytes. For each run it prints req/s, latency, the server's CPU time per
 * request (from /proc: on a shared machine a fairer figure than req/s) and RSS before and after,
 * with what it is made of (anonymous vs file-backed memory, the V8 heap); for the cold renders,
 * the CPU of the main thread, V8's compiler and GC threads, and the rest (the PGlite worker).
 * A paid post (bench/support/paid-post.ts): its cached page as an anonymous reader, and the
 * private body endpoint as a subscriber and as a free member within the meter, each with its
 * share of the anonymous post page and of the bare server, and its CPU split by thread (and
 * PostgreSQL's backends). It prints figures; it never fails on time.
 * Options: --duration 10 --connections 50 --posts 10000 --cold 20
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { and, desc, eq, sql } from "drizzle-orm";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { refreshPlannerStatistics } from "@/server/db/refresh-planner-statistics";
import { postTags, posts, tags } from "@/server/db/schema";
import { seedIfEmpty, seedSynthetic } from "@/server/seed";
import { describeBrowserScripts, describePageScripts, measureBrowserScripts, measurePageScripts } from "./page-scripts";
import { serverNodeOptions, serverProcessArguments } from "../scripts/server-node-options.mjs";
import { describeMemory, memoryReportOptions } from "./process-detail";
import { measureColdPosts, openFreshPostgres, timeRequest } from "./support/cold-posts-and-postgres";
import { measurePaidPost, preparePaidReaders, type Measure, type PaidReaders } from "./support/paid-post";
import {
  cpuMs,
  freePort,
  median,
  printRuns,
  printTable,
  serveBytes,
  stopChild,
  toRun,
  treeRssKb,
  waitForHttp,
  type Run,
} from "./process-tools";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    posts: { type: "string", default: "10000" },
    cold: { type: "string", default: "20" },
  },
});
const duration = positive("duration", values.duration);
const connections = positive("connections", values.connections);
const syntheticCount = positive("posts", values.posts);
const coldSamples = positive("cold", values.cold);
const nextBin = "node_modules/next/dist/bin/next";
const gzipHeaders = { "accept-encoding": "gzip, deflate, br" };

function positive(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} takes a whole number above 0 (got ${raw}).`);
    process.exit(1);
  }
  return value;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");
console.log(
  `Machine: ${cpus().length} cores, load average ${load()} (1 / 5 / 15 min). Other work on the machine lowers req/s; CPU ms per request is steadier.`,
);

if (!existsSync(".next/BUILD_ID")) {
  console.log("No build found: running `next build`…");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Posts never asked for: the first set is rendered just after start, the second in a server that has run a while. */
type Content = {
  postSlug: string;
  tagSlug: string;
  coldPostSlugs: string[];
  laterColdPostSlugs: string[];
  paid: PaidReaders;
};
type Target = { name: string; path: string };

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
// Where the server writes the diagnostic report that gives its heap figures after the runs.
const reportDirectory = mkdtempSync(path.join(tmpdir(), "groundwork-bench-report-"));
cleanups.push(async () => rmSync(reportDirectory, { recursive: true, force: true }));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void Promise.all([...children].map(stopChild)).then(() => process.exit(130)));
}

const targetsOf = (content: Content): Target[] => [
  { name: "home", path: "/" },
  { name: "post", path: `/posts/${content.postSlug}` },
  { name: "tag", path: `/tags/${content.tagSlug}` },
  { name: "feed", path: "/feed.xml" },
];

try {
  const databases: { name: string; open: () => Promise<{ handle: DatabaseHandle; env: Record<string, string> }> }[] = [
    {
      name: "PGlite",
      open: async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-bench-"));
        cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
        return { handle: await openPglite(path.join(dataDir, "pglite"), { migrate: true }), env: { DATA_DIR: dataDir } };
      },
    },
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) databases.push({ name: "PostgreSQL", open: () => openFreshPostgres(postgresUrl, cleanups) });
  else console.log("TEST_DATABASE_URL is not set: PGlite only.");

  let ceiling: Run | undefined;
  for (const database of databases) {
    console.log(`\n== ${database.name}`);
    const { handle, env } = await database.open();
    const content = await seed(handle);
    await handle.close();
    const { base, server } = await startServer(env);
    const rssBefore = treeRssKb(server.pid!);
    const targets = targetsOf(content);

    // The first request of each page after start: nothing is cached yet (as after an invalidation).
    const firstRows = [];
    for (const target of targets) firstRows.push([target.name, `${(await timeRequest(base + target.path)).toFixed(0)} ms`]);
    const coldPosts = await measureColdPosts(base, server.pid!, content.coldPostSlugs, database.name);
    const cpuBefore = cpuMs(server.pid!);
    const coldPages = [];
    for (let page = 2; page < 2 + coldSamples; page++) coldPages.push(await timeRequest(`${base}/page/${page}`));
    const coldPageCpu = (cpuMs(server.pid!) - cpuBefore) / coldPages.length;
    console.log(
      `Cold (1 connection, nothing cached): first request after start per page; then ${coldSamples} posts and ${coldSamples} home pages never asked before.`,
    );
    printTable(["page", "first request"], firstRows);
    console.log(`  other posts, uncached, just after start (V8 still compiling the render path): ${coldPosts}`);
    console.log(
      `  home pages /page/N, uncached: median ${median(coldPages).toFixed(0)} ms, max ${Math.max(...coldPages).toFixed(0)} ms; server CPU ${coldPageCpu.toFixed(0)} ms per render`,
    );

    const postHtml = await (await fetch(base + targets[1]!.path)).text();
    const postScripts = await measurePageScripts(base, targets[1]!.path);
    console.log(`Post page: ${postHtml.length} bytes of HTML; scripts: ${describePageScripts(postScripts)}.`);
    const browserScripts = await measureBrowserScripts(base, targets[1]!.path).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    console.log(
      browserScripts instanceof Error
        ? `  No Chromium cross-check (${browserScripts.message.split("\n")[0]}); CHROMIUM_PATH names the browser.`
        : `  ${describeBrowserScripts(browserScripts, postScripts)}.`,
    );
    if (!ceiling) ceiling = await measureCeiling(postHtml);

    const runs: Run[] = [];
    for (const target of targets) {
      for (let i = 0; i < 3; i++) await fetch(base + target.path);
      for (const count of [connections, 1])
        runs.push(await measure(`${target.name} (${count} conn.)`, base + target.path, count, server.pid!));
    }
    // A paid post (#26): the cached preview page, and the private body endpoint of an entitled reader.
    const paidMeasure: Measure = (label, url, count, headers) => measure(label, url, count, server.pid!, headers);
    const { runs: paidRuns, splits: paidSplits } = await measurePaidPost({
      base,
      paid: content.paid,
      pid: server.pid!,
      connections,
      measure: paidMeasure,
      durationSeconds: duration,
      databaseUrl: env.DATABASE_URL,
    });
    runs.push(...paidRuns);
    // What browsers ask for: the same post page, gzipped.
    runs.push(await measure(`post, gzip (${connections} conn.)`, base + targets[1]!.path, connections, server.pid!, gzipHeaders));
    // A page invalidated in a server that has been running: the render path is compiled by now.
    const laterColdPosts = await measureColdPosts(base, server.pid!, content.laterColdPostSlugs, database.name);
    const rssAfter = treeRssKb(server.pid!);
    const memoryAfter = await describeMemory(server.pid!, reportDirectory);
    printRuns("cached", "server CPU / req", [ceiling, ...runs]);
    const post = runs.find((run) => run.label.startsWith(`post (${connections}`))!;
    console.log(
      `Post page at ${connections} connections: ${((post.reqPerSec / ceiling.reqPerSec) * 100).toFixed(1)}% of the ceiling's req/s; ` +
        `CPU per request ${post.cpuMsPerRequest.toFixed(2)} ms vs ${ceiling.cpuMsPerRequest.toFixed(3)} ms for the bare server.`,
    );
    for (const run of paidRuns) {
      const share = (of: Run) => `${((run.reqPerSec / of.reqPerSec) * 100).toFixed(0)}%`;
      console.log(
        `${run.label}: ${run.reqPerSec.toFixed(0)} req/s, p99 ${run.p99} ms, ${share(post)} of the anonymous post page's req/s, ${share(ceiling)} of the bare server's`,
      );
    }
    for (const split of paidSplits) console.log(`  ${split}`);
    console.log(
      `Cold post render in a running server (after the runs above; ${content.laterColdPostSlugs.length} posts never asked before, 1 connection): ${laterColdPosts}`,
    );
    console.log(`Server RSS: ${(rssBefore / 1024).toFixed(0)} MB after start, ${(rssAfter / 1024).toFixed(0)} MB after the runs.`);
    console.log(`  after the runs: ${memoryAfter}.`);
    await stopChild(server);
    children.delete(server);
  }
  console.log(`\nLoad average after the run: ${load()}.`);
} finally {
  await Promise.all([...children].map(stopChild));
  for (const cleanup of cleanups) await cleanup();
}

/** Sample publication + synthetic posts; the newest post, a tag of it, and posts for cold reads. */
async function seed(handle: DatabaseHandle): Promise<Content> {
  const started = performance.now();
  await seedIfEmpty(handle.db);
  await seedSynthetic(handle.db, { count: syntheticCount });
  // As `npm start` does for PGlite (which has no autovacuum); PostgreSQL's would in time.
  if (handle.driver === "pglite") await refreshPlannerStatistics(handle.db);
  else await handle.db.execute(sql`VACUUM ANALYZE`);
  console.log(`Seeded the sample content and ${syntheticCount} synthetic posts in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  const recent = await handle.db
    .select({ id: posts.id, slug: posts.slug })
    .from(posts)
    .where(eq(posts.status, "published"))
    .orderBy(desc(posts.publishedAt))
    .limit(2 * coldSamples + 1);
  const [tag] = await handle.db
    .select({ slug: tags.slug })
    .from(tags)
    .innerJoin(postTags, and(eq(postTags.tagId, tags.id), eq(postTags.postId, recent[0]!.id)))
    .limit(1);
  const slugs = recent.map((row) => row.slug);
  return {
    paid: await preparePaidReaders(handle),
    postSlug: slugs[0]!,
    tagSlug: tag!.slug,
    coldPostSlugs: slugs.slice(1, coldSamples + 1),
    laterColdPostSlugs: slugs.slice(coldSamples + 1),
  };
}

async function startServer(env: Record<string, string>): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As `npm start` serves: the project's server (scripts/serve.ts) with its heap settings.
  const options = [...memoryReportOptions(reportDirectory), ...serverProcessArguments];
  const server = spawn(process.execPath, [...options, "scripts/serve.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
      SITE_URL: base,
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(server);
  await waitForHttp(`${base}/favicon.ico`, server);
  return { base, server };
}

/** A bare node:http server in its own process sending `body` with the page's content type. */
async function measureCeiling(body: string): Promise<Run> {
  const bare = await serveBytes(body, "text/html; charset=utf-8");
  children.add(bare.child);
  await fetch(bare.url);
  const run = await measure(`ceiling: bare node:http, post bytes (${connections} conn.)`, bare.url, connections, bare.child.pid!);
  await stopChild(bare.child);
  children.delete(bare.child);
  return run;
}

async function measure(label: string, url: string, count: number, pid: number, headers: Record<string, string> = {}): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: count, duration, headers });
  return toRun(label, result, cpuMs(pid) - cpuBefore);
}
