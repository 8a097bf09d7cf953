/**
 * `npm run bench:pages`: the public pages under load. Builds if there is no build, seeds the
 * sample publication plus 10,000 synthetic posts into a fresh data folder, starts the built
 * server, and measures the home page, a post page and the feed with autocannon. It prints
 * figures; it never fails on time. Options: --duration 20 --connections 50 --posts 10000 --port 0
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { desc, eq } from "drizzle-orm";
import { openPglite } from "@/server/db/open";
import { posts } from "@/server/db/schema";
import { seedIfEmpty, seedSynthetic } from "@/server/seed";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    posts: { type: "string", default: "10000" },
    port: { type: "string", default: "0" },
  },
});
const duration = positive("duration", values.duration);
const connections = positive("connections", values.connections);
const syntheticCount = positive("posts", values.posts);
const nextBin = "node_modules/next/dist/bin/next";

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
  console.log("No build found: running `next build`…");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-bench-"));
let server: ChildProcess | undefined;
const cleanUp = async () => {
  if (server) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

try {
  const postSlug = await seed();
  const port = Number(values.port) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, SITE_URL: base, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const serverErrors: string[] = [];
  server.stderr?.on("data", (chunk: Buffer) => serverErrors.push(chunk.toString()));
  await waitUntilReady(base, server);

  const targets = [
    { name: "home /", path: "/" },
    { name: `post /posts/${postSlug.slice(0, 24)}…`, path: `/posts/${postSlug}` },
    { name: "feed /feed.xml", path: "/feed.xml" },
  ];
  console.log(`Warming up ${base} …`);
  for (const target of targets) {
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) statuses.add((await fetch(base + target.path)).status);
    console.log(`  ${target.path}: HTTP ${[...statuses].join(", ")}`);
  }

  const rows: string[][] = [];
  for (const target of targets) {
    console.log(`Measuring ${target.path} (${connections} connections, ${duration} s)…`);
    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRssKb(server!.pid!))), 500);
    const result = await autocannon({ url: base + target.path, connections, duration });
    clearInterval(sampler);
    const status = result.non2xx > 0 ? `${result.non2xx} non-2xx` : "all 2xx";
    rows.push([
      target.name,
      result.requests.average.toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      `${(treeRssKb(server.pid!) / 1024).toFixed(0)} MB (peak ${(peakRss / 1024).toFixed(0)})`,
      `${status}${result.errors ? `, ${result.errors} errors` : ""}${result.timeouts ? `, ${result.timeouts} timeouts` : ""}`,
    ]);
  }
  printTable(["page", "req/s", "p50", "p99", "server RSS", "responses"], rows);
  console.log(`Load average after the run: ${load()}.`);
  if (serverErrors.length > 0) console.log(`Server stderr (last lines):\n${serverErrors.join("").split("\n").slice(-10).join("\n")}`);
} finally {
  await cleanUp();
}

/** Sample publication + synthetic posts into the fresh folder; returns the newest post's slug. */
async function seed(): Promise<string> {
  const handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
  try {
    const started = performance.now();
    await seedIfEmpty(handle.db);
    await seedSynthetic(handle.db, { count: syntheticCount });
    console.log(
      `Seeded the sample content and ${syntheticCount} synthetic posts in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    const [newest] = await handle.db
      .select({ slug: posts.slug })
      .from(posts)
      .where(eq(posts.status, "published"))
      .orderBy(desc(posts.publishedAt))
      .limit(1);
    return newest!.slug;
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

/** Resident memory of the server and any processes it started, from /proc (Linux). */
function treeRssKb(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process exited while we looked
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += Number(match?.[1] ?? 0);
    } catch {
      // exited
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(["", line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n"));
}
