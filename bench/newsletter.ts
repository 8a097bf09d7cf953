/**
 * `npm run bench:newsletter`: one post emailed to 10,000 opted-in members through the real
 * server and its task runner, delivered to a local SMTP sink (Postfix's smtp-sink when
 * installed; --sink node for smtp-server in this process). The post is scheduled to go live a
 * little after the server starts (its newsletter task is due then, as in production); before
 * that, a post page is measured at rest, then again during the send.
 * Prints queueing time, messages/s, total time, the server's RSS and the post page's p99.
 * The ceiling, in the same run: the same number of connections sending the same rendered
 * message straight from this process to the sink, with no database in between.
 * It never fails on time. Options: --members 10000 --connections 10 --rate 100 --lead 60 --sink smtp-sink|node
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { desc, eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { openPglite } from "@/server/db/open";
import { mailPreferences, posts, users } from "@/server/db/schema";
import { seedIfEmpty } from "@/server/seed";
import { createPost } from "@/server/seed/factories";
import { requestPostEmail } from "@/server/newsletter/request-post-email";
import { freePort } from "../tests/support/app-server";
import { serverProcessArguments } from "../scripts/server-node-options.mjs";
import { startMailSink } from "./mail-sink";

const { values } = parseArgs({
  options: {
    members: { type: "string", default: "10000" },
    connections: { type: "string", default: "10" },
    rate: { type: "string", default: "100" },
    lead: { type: "string", default: "60" },
    sink: { type: "string", default: "" },
  },
});
const memberCount = Number(values.members);
const connections = Number(values.connections);
const leadSeconds = Number(values.lead);
// The post page is read at this many requests a second in all (a busy site), over `connections`.
const overallRate = Number(values.rate);
const nextBin = "node_modules/next/dist/bin/next";
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");
console.log(`Machine: ${cpus().length} cores, load average ${load()} (1 / 5 / 15 min). Shared machine: figures are noisy.`);

if (!existsSync(".next/BUILD_ID")) {
  console.log("No build found: running `next build`…");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The sink: Postfix's smtp-sink when installed (--sink node for the Node.js one); it keeps only arrival times.
const sink = await startMailSink(values.sink === "node" ? "node" : values.sink === "smtp-sink" ? "smtp-sink" : undefined);
const { arrivals, port: smtpPort } = sink;
console.log(`Sink: ${sink.kind === "smtp-sink" ? "Postfix's smtp-sink" : "smtp-server in this process"}.`);

const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-bench-mail-"));
let server: ChildProcess | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}
try {
  const ceiling = await measureCeiling(Math.min(2000, memberCount));
  const goLive = new Date(Date.now() + leadSeconds * 1000);
  const pageSlug = await prepare(goLive);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  server = spawn(process.execPath, [...serverProcessArguments, "scripts/serve.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      SITE_URL: base,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  await waitUntilReady(base, server);
  const pageUrl = `${base}/posts/${pageSlug}`;
  for (let i = 0; i < 20; i++) await fetch(pageUrl);

  const atRestSeconds = Math.max(3, Math.floor((goLive.getTime() - Date.now()) / 1000) - 3);
  console.log(`Post page at rest: ${connections} connections for ${atRestSeconds} s…`);
  const atRest = await autocannon({ url: pageUrl, connections, duration: atRestSeconds, overallRate });
  const rssAtRest = rssMb(server.pid!);

  console.log(`Waiting for the scheduled post to go live at ${goLive.toISOString()} and the worker to send…`);
  let peakRss = rssAtRest;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server!.pid!))), 200);
  while (arrivals.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  console.log(`First message arrived; post page during the send…`);
  const during = autocannon({ url: pageUrl, connections, duration: 900, overallRate });
  const deadline = Date.now() + 900_000;
  let reported = Date.now();
  while (arrivals.length < memberCount && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (Date.now() - reported >= 10_000) {
      reported = Date.now();
      console.log(`  … ${arrivals.length} delivered, server RSS ${rssMb(server.pid!).toFixed(0)} MB`);
    }
  }
  // Stop the load once the last message is in, so it measures the send and nothing else.
  (during as unknown as { stop: () => void }).stop();
  const duringResult = await during;
  clearInterval(sampler);

  const queuedLine = log.join("").match(/\[mail\] .* queued for (\d+) recipients in (\d+) ms/);
  const sendSeconds = (arrivals[arrivals.length - 1]! - arrivals[0]!) / 1000;
  const fromGoLive = (Date.now() - goLive.getTime()) / 1000;
  const row = (name: string, value: string) => console.log(`  ${name.padEnd(34)} ${value}`);
  console.log("\nResults");
  row("members opted in", String(memberCount));
  row("messages received by the sink", String(arrivals.length));
  row("queueing (fan-out insert)", queuedLine ? `${queuedLine[2]} ms for ${queuedLine[1]} rows` : "not found in the server log");
  row("first to last message", `${sendSeconds.toFixed(1)} s`);
  const rate = arrivals.length / Math.max(sendSeconds, 0.001);
  row("messages/s", rate.toFixed(0));
  row("ceiling: same SMTP, no server", `${ceiling.toFixed(0)} messages/s (worker at ${((rate / ceiling) * 100).toFixed(0)}% of it)`);
  row("go-live to last message (total)", `≈ ${fromGoLive.toFixed(1)} s (the newsletter task is due at go-live)`);
  row("server RSS at rest → peak", `${rssAtRest.toFixed(0)} → ${peakRss.toFixed(0)} MB (+${(peakRss - rssAtRest).toFixed(0)} MB)`);
  row("post page load", `${connections} connections, ${overallRate} req/s in all`);
  row("post page p99 at rest", `${atRest.latency.p99} ms (${atRest.requests.average.toFixed(0)} req/s)`);
  row("post page p99 during the send", `${duringResult.latency.p99} ms (${duringResult.requests.average.toFixed(0)} req/s)`);
  row("p99 during / at rest", `${(duringResult.latency.p99 / Math.max(atRest.latency.p99, 1)).toFixed(2)}×`);
  row("non-2xx / errors during", `${duringResult.non2xx} / ${duringResult.errors}`);
  console.log(`Load average after the run: ${load()}.`);
} finally {
  if (server) await stop(server);
  await sink.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Messages/s from this process straight to the sink: the same transport settings, a message of the same size built once. */
async function measureCeiling(count: number): Promise<number> {
  const transport = createTransport(`smtp://127.0.0.1:${smtpPort}?pool=true&maxConnections=4&maxMessages=500`);
  const body = "A paragraph of a post, as long as a real one. ".repeat(400);
  const raw = `From: bench@example.test\r\nSubject: Ceiling\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body.replace(/(.{1,76})/g, "$1\r\n")}`;
  const started = performance.now();
  const before = arrivals.length;
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      transport.sendMail({ envelope: { from: "bench@example.test", to: [`ceiling-${i}@bench.example`] }, raw: raw.repeat(2) }),
    ),
  );
  transport.close();
  const rate = count / ((performance.now() - started) / 1000);
  arrivals.splice(before);
  console.log(`Ceiling: ${count} messages straight to the sink at ${rate.toFixed(0)} messages/s.`);
  return rate;
}

/** The sample publication, the members, and the post scheduled to go live with "email this post". */
async function prepare(goLive: Date): Promise<string> {
  const handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
  try {
    await seedIfEmpty(handle.db);
    for (let start = 0; start < memberCount; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, memberCount - start) }, (_, i) => ({
        email: `member-${start + i}@bench.example`,
        handle: `bench-member-${start + i}`,
      }));
      const ids = await handle.db.insert(users).values(batch).returning({ id: users.id });
      await handle.db.insert(mailPreferences).values(ids.map(({ id }) => ({ userId: id, newPosts: true })));
    }
    const [author] = await handle.db.select({ id: users.id }).from(users).where(eq(users.role, "owner")).limit(1);
    const [page] = await handle.db
      .select({ slug: posts.slug, body: posts.bodyMarkdown })
      .from(posts)
      .where(eq(posts.status, "published"))
      .orderBy(desc(posts.publishedAt))
      .limit(1);
    const post = await createPost(handle.db, {
      authorId: author!.id,
      title: "The newsletter benchmark",
      bodyMarkdown: page!.body,
      status: "scheduled",
      publishedAt: goLive,
    });
    // The editor's "email this post": the newsletter task is due at the post's time.
    await handle.db.transaction((tx) => requestPostEmail(tx, { actor: { id: author!.id, role: "owner" }, postId: post.id }));
    console.log(`Prepared ${memberCount} opted-in members; the post goes live in ${leadSeconds} s.`);
    return page!.slug;
  } finally {
    await handle.close();
  }
}

async function waitUntilReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      await fetch(`${base}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error("The server did not answer within 120 s.");
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
