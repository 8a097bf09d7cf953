/**
 * `npm run bench:comments`: the comments under a post with 500 of them. Builds if there is no
 * build; seeds the sample publication into a fresh PGlite folder (and, with TEST_DATABASE_URL,
 * a fresh PostgreSQL database), adds 500 comments (a third of them replies, some liked) to one
 * public post, starts the built server as `npm start` does, and measures:
 *  1. the public comments endpoint at --rate requests a second offered (open loop, Poisson
 *     arrivals, gzip as browsers ask), p50/p99/max from when each request was due, and the
 *     server's CPU per request; beside it, in the same run, a bare node:http server sending the
 *     same bytes at the same rate (the ceiling), and both at --readers connections flat out;
 *  2. posting a comment while --readers connections read the post page: the time from sending
 *     the comment until a reader polling the comments endpoint sees it (--trials times).
 * It prints figures; it never fails on time. Options: --seconds 20 --rate 100 --readers 50 --trials 10
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { and, desc, eq } from "drizzle-orm";
import pg from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "@/server/db/open";
import { commentLikes, comments, posts, sessions, siteSettings, users } from "@/server/db/schema";
import { defaultSiteSettings } from "@/server/settings/get-site-settings";
import { seedIfEmpty } from "@/server/seed";
import { serverNodeOptions, serverProcessArguments } from "../scripts/server-node-options.mjs";
import { get, getOpenLoop, percentile, type GetLoopResult } from "./comments-load";
import { cpuMs, freePort, median, printTable, serveBytes, stopChild, waitForHttp } from "./process-tools";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    rate: { type: "string", default: "100" },
    readers: { type: "string", default: "50" },
    trials: { type: "string", default: "10" },
  },
});
const seconds = positive("seconds", values.seconds);
const rate = positive("rate", values.rate);
const readers = positive("readers", values.readers);
const trials = positive("trials", values.trials);
const commentCount = 500;
const gzip = { "accept-encoding": "gzip, deflate, br" };

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
console.log(`Machine: ${cpus().length} cores, load average ${load()} (1 / 5 / 15 min).`);
if (!existsSync(".next/BUILD_ID")) {
  console.log("No build: running next build first.");
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void Promise.all([...children].map(stopChild)).then(() => process.exit(130)));
}

type Content = { slug: string; cookies: string[] };

try {
  const databases: { name: string; open: () => Promise<{ handle: DatabaseHandle; env: Record<string, string> }> }[] = [
    {
      name: "PGlite",
      open: async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-bench-comments-"));
        cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
        return { handle: await openPglite(path.join(dataDir, "pglite"), { migrate: true }), env: { DATA_DIR: dataDir } };
      },
    },
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) databases.push({ name: "PostgreSQL", open: () => openFreshPostgres(postgresUrl) });
  else console.log("TEST_DATABASE_URL is not set: PGlite only.");

  for (const database of databases) {
    console.log(`\n== ${database.name}`);
    const { handle, env } = await database.open();
    const content = await seed(handle);
    await handle.close();
    const { base, server } = await startServer(env);
    const endpoint = `${base}/api/posts/${content.slug}/comments`;
    const first = await get(undefined, endpoint, {});
    const thread = JSON.parse(first.body) as { count: number };
    await get(undefined, endpoint, gzip);
    const gzipped = await fetchRaw(endpoint);
    console.log(
      `Post /posts/${content.slug}: ${thread.count} comments shown, answer ${(first.bytes / 1024).toFixed(0)} kB (${(gzipped.length / 1024).toFixed(0)} kB gzipped).`,
    );

    const ours = await openLoopWithCpu(endpoint, server.pid!);
    const bare = await serveBytes(gzipped, "application/json", { "content-encoding": "gzip", "cache-control": "public, no-cache" });
    children.add(bare.child);
    const ceiling = await openLoopWithCpu(bare.url, bare.child.pid!);
    const oursFlat = await flatOut(endpoint, server.pid!);
    const ceilingFlat = await flatOut(bare.url, bare.child.pid!);
    await stopChild(bare.child);
    children.delete(bare.child);
    console.log(`\nThe comments endpoint, ${rate} req/s offered for ${seconds} s (open loop, latency from when each request was due):`);
    printTable(
      ["server", "answered", "p50", "p99", "max", "CPU / request", "problems"],
      [row("ours: GET /api/posts/…/comments", ours), row("ceiling: bare node:http, same bytes", ceiling)],
    );
    console.log(`\nFlat out at ${readers} connections for ${Math.min(seconds, 10)} s (closed loop):`);
    printTable(
      ["server", "req/s", "p50", "p99", "CPU / request", "share of ceiling"],
      [
        [
          "ours",
          oursFlat.reqPerSec.toFixed(0),
          `${oursFlat.p50} ms`,
          `${oursFlat.p99} ms`,
          `${oursFlat.cpu.toFixed(2)} ms`,
          `${((100 * oursFlat.reqPerSec) / ceilingFlat.reqPerSec).toFixed(0)}%`,
        ],
        [
          "ceiling",
          ceilingFlat.reqPerSec.toFixed(0),
          `${ceilingFlat.p50} ms`,
          `${ceilingFlat.p99} ms`,
          `${ceilingFlat.cpu.toFixed(3)} ms`,
          "100%",
        ],
      ],
    );

    const visibility = await measureVisibility(base, content);
    console.log(`\nA new comment while ${readers} connections read the post page (${trials} trials):`);
    printTable(
      ["measure", "median", "max"],
      [
        [
          "POST answered (the writer's wait)",
          `${median(visibility.posted).toFixed(0)} ms`,
          `${Math.max(...visibility.posted).toFixed(0)} ms`,
        ],
        [
          "visible to a reader polling every 20 ms, from sending",
          `${median(visibility.visible).toFixed(0)} ms`,
          `${Math.max(...visibility.visible).toFixed(0)} ms`,
        ],
        [
          "visible, from the POST's answer (the expired cache read again)",
          `${median(visibility.afterAnswer).toFixed(0)} ms`,
          `${Math.max(...visibility.afterAnswer).toFixed(0)} ms`,
        ],
      ],
    );
    console.log(
      `Post page during those trials: ${visibility.pageReqPerSec.toFixed(0)} req/s, p99 ${visibility.pageP99} ms, ${visibility.pageProblems}. Load average now ${load()}.`,
    );
    await stopChild(server);
    children.delete(server);
  }
} finally {
  await Promise.all([...children].map(stopChild));
  for (const cleanup of cleanups) await cleanup();
}

type LoopWithCpu = GetLoopResult & { cpuMsPerRequest: number };

async function openLoopWithCpu(url: string, pid: number): Promise<LoopWithCpu> {
  const before = cpuMs(pid);
  const result = await getOpenLoop(url, rate, seconds, gzip);
  return { ...result, cpuMsPerRequest: (cpuMs(pid) - before) / Math.max(1, result.due) };
}

function row(label: string, result: LoopWithCpu): string[] {
  const problems = [result.non2xx ? `${result.non2xx} non-2xx` : "", result.errors ? `${result.errors} errors` : ""]
    .filter(Boolean)
    .join(", ");
  return [
    label,
    `${result.latencies.length} of ${result.due}`,
    `${percentile(result.latencies, 50).toFixed(1)} ms`,
    `${percentile(result.latencies, 99).toFixed(1)} ms`,
    `${(result.latencies.at(-1) ?? 0).toFixed(1)} ms`,
    `${result.cpuMsPerRequest.toFixed(2)} ms`,
    problems || "none",
  ];
}

async function flatOut(url: string, pid: number) {
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections: readers, duration: Math.min(seconds, 10), headers: gzip });
  const cpu = (cpuMs(pid) - before) / Math.max(1, result.requests.total);
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu };
}

/** The gzipped answer as the server sends it to a browser (for the ceiling to send the same bytes). */
function fetchRaw(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    import("node:http").then(({ get: httpGet }) => {
      httpGet(url, { headers: gzip }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      }).on("error", reject);
    }, reject);
  });
}

async function measureVisibility(base: string, content: Content) {
  const posted: number[] = [];
  const visible: number[] = [];
  const afterAnswer: number[] = [];
  const page = autocannon({ url: `${base}/posts/${content.slug}`, connections: readers, duration: trials * 2 + 4, headers: gzip });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (let trial = 0; trial < trials; trial++) {
    const marker = `bench-visibility-${Date.now()}-${trial}`;
    const startedAt = performance.now();
    const sent = fetch(`${base}/api/posts/${content.slug}/comments`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: content.cookies[trial % content.cookies.length]! },
      body: JSON.stringify({ body: `A comment to time: ${marker}` }),
    }).then(async (response) => {
      if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`);
      posted.push(performance.now() - startedAt);
    });
    let answeredAt = 0;
    void sent.then(() => (answeredAt = performance.now()));
    for (;;) {
      const answer = await get(undefined, `${base}/api/posts/${content.slug}/comments`, {});
      if (answer.body.includes(marker)) break;
      if (performance.now() - startedAt > 10_000) throw new Error("The comment did not show within 10 s.");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seenAt = performance.now();
    visible.push(seenAt - startedAt);
    await sent;
    // Seen before the writer had their answer counts as 0: the comment was visible once stored.
    afterAnswer.push(Math.max(0, seenAt - (answeredAt || seenAt)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const result = await page;
  const pageProblems =
    [result.non2xx ? `${result.non2xx} non-2xx` : "", result.errors ? `${result.errors} errors` : ""].filter(Boolean).join(", ") ||
    "all 2xx";
  return { posted, visible, afterAnswer, pageReqPerSec: result.requests.average, pageP99: result.latency.p99, pageProblems };
}

/** Comments on for members, 500 comments on the newest public post, and a session for each trial's writer. */
async function seed(handle: DatabaseHandle): Promise<Content> {
  await seedIfEmpty(handle.db);
  await handle.db
    .insert(siteSettings)
    .values({ id: 1, ...defaultSiteSettings(), commentAudience: "members" })
    .onConflictDoUpdate({ target: siteSettings.id, set: { commentAudience: "members" } });
  const [post] = await handle.db
    .select({ id: posts.id, slug: posts.slug, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.status, "published"), eq(posts.access, "public")))
    .orderBy(desc(posts.publishedAt))
    .limit(1);
  const members = await handle.db
    .insert(users)
    .values(Array.from({ length: 60 }, (_, i) => ({ email: `bench-${i}@example.test`, handle: `bench-${i}`, name: `Bench Reader ${i}` })))
    .returning({ id: users.id });
  const start = post!.publishedAt!.getTime() + 60_000;
  const rows: (typeof comments.$inferInsert)[] = [];
  const tops: string[] = [];
  for (let i = 0; i < commentCount; i++) {
    const id = crypto.randomUUID();
    const isReply = i % 3 === 2 && tops.length > 0;
    rows.push({
      id,
      postId: post!.id,
      authorId: members[i % members.length]!.id,
      parentId: isReply ? tops[(i * 7) % tops.length]! : null,
      body: `Comment ${i}: a thought about practice and patience, with a link now and then https://example.org/notes/${i}.\n\nAnd a second paragraph to make it the length of a real comment.`,
      createdAt: new Date(start + i * 60_000),
    });
    if (!isReply) tops.push(id);
  }
  await handle.db.insert(comments).values(rows);
  await handle.db
    .insert(commentLikes)
    .values(rows.filter((_, i) => i % 4 === 0).map((comment, i) => ({ commentId: comment.id!, userId: members[i % members.length]!.id })));
  const cookies: string[] = [];
  for (let i = 0; i < trials; i++) {
    const token = crypto.randomUUID();
    await handle.db
      .insert(sessions)
      .values({ sessionToken: token, userId: members[i % members.length]!.id, expires: new Date(Date.now() + 86_400_000) });
    cookies.push(`authjs.session-token=${token}`);
  }
  return { slug: post!.slug, cookies };
}

async function startServer(env: Record<string, string>): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...serverProcessArguments, "scripts/serve.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
      SITE_URL: base,
      PORT: String(port),
      AUTH_SECRET: "bench-only-secret-bench-only-secret",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(server);
  await waitForHttp(`${base}/favicon.ico`, server);
  return { base, server };
}

async function openFreshPostgres(serverUrl: string) {
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
  return { handle: await openPostgres(url.toString(), { migrate: true }), env: { DATABASE_URL: url.toString() } };
}
