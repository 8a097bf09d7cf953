/**
 * `tsx --conditions=react-server bench/cold-renders.ts [--rounds 4] [--cold 20] [--save <dir>] <tree> [<tree> …]`:
 * the cold post renders of `bench:pages` alone, for an A/B of builds side by side (each tree a
 * built copy of the app, e.g. `git archive main | tar -x -C /tmp/main-copy` plus `next build`).
 * Seeds one PGlite folder (sample content + 10,000 synthetic posts, ANALYZE as `npm start`
 * does); then, round after round, each tree in turn: a copy of that folder, `next start`, the
 * same first requests as bench:pages (home, the newest post, one of its topics, the feed), then
 * `--cold` posts never asked before. Prints each run's median and the server's CPU per render:
 * its main thread, V8's compiler and GC threads, the rest (the PGlite worker). The trees
 * alternate, so a busy machine weighs on all of them alike; compare the CPU figures.
 * `--save <dir>` writes each tree's cold pages there (SITE_URL fixed) to compare their bytes;
 * the pages carry their build's id (.next/BUILD_ID): replace it on both sides before comparing.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { desc, eq } from "drizzle-orm";
import { openPglite } from "@/server/db/open";
import { refreshPlannerStatistics } from "@/server/db/refresh-planner-statistics";
import { posts } from "@/server/db/schema";
import { seedIfEmpty, seedSynthetic } from "@/server/seed";
import { serverNodeOptions } from "../scripts/server-node-options.mjs";
import { threadCpuMs } from "./process-detail";
import { freePort, median, stopChild, waitForHttp } from "./process-tools";
import { serverCommand } from "./server-command";

const { values, positionals: trees } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: "string", default: "4" }, cold: { type: "string", default: "20" }, save: { type: "string" } },
});
const rounds = Number(values.rounds);
const coldCount = Number(values.cold);
if (trees.length === 0 || !Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(coldCount) || coldCount < 1) {
  console.error("Usage: bench/cold-renders.ts [--rounds 4] [--cold 20] [--save <dir>] <built tree> [<built tree> …]");
  process.exit(1);
}
const siteUrl = "http://127.0.0.1:3999"; // fixed, so that saved pages compare byte for byte
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");

const work = mkdtempSync(path.join(tmpdir(), "groundwork-cold-"));
try {
  const seeded = path.join(work, "seeded");
  const slugs = await seed(path.join(seeded, "pglite"));
  console.log(`Load average ${load()}. ${rounds} rounds of ${trees.length} trees, ${coldCount} cold posts each.`);
  const results = new Map<string, { median: number; cpu: number; main: number; v8: number; others: number }[]>();
  for (let round = 0; round < rounds; round++) {
    for (const tree of trees) {
      const dataDir = path.join(work, "run");
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(seeded, dataDir, { recursive: true });
      const run = await measureTree(tree, dataDir, slugs, values.save && path.join(values.save, path.basename(tree)));
      results.set(tree, [...(results.get(tree) ?? []), run]);
      const f = (n: number) => n.toFixed(1);
      console.log(
        `round ${round} ${tree}: median ${f(run.median)} ms; CPU per render ${f(run.cpu)} ms ` +
          `(main ${f(run.main)}, V8 threads ${f(run.v8)}, others ${f(run.others)})`,
      );
    }
  }
  for (const [tree, runs] of results) {
    const mid = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick)).toFixed(1);
    console.log(
      `${tree}: median of medians ${mid((r) => r.median)} ms; CPU per render ${mid((r) => r.cpu)} ms ` +
        `(main ${mid((r) => r.main)}, V8 threads ${mid((r) => r.v8)}, others ${mid((r) => r.others)})`,
    );
  }
  console.log(`Load average after: ${load()}.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The sample publication and 10,000 synthetic posts; the slugs of the newest public posts. */
async function seed(dataDir: string): Promise<string[]> {
  const handle = await openPglite(dataDir, { migrate: true });
  try {
    await seedIfEmpty(handle.db);
    await seedSynthetic(handle.db, { count: 10_000 });
    await refreshPlannerStatistics(handle.db);
    const newest = await handle.db
      .select({ slug: posts.slug })
      .from(posts)
      .where(eq(posts.status, "published"))
      .orderBy(desc(posts.publishedAt))
      .limit(coldCount + 1);
    return newest.map((row) => row.slug);
  } finally {
    await handle.close();
  }
}

async function measureTree(tree: string, dataDir: string, slugs: string[], saveDir: string | undefined) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, serverCommand(port, tree), {
    cwd: tree,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      // As `npm start` runs the server: its heap limit changes how often V8 collects during renders.
      NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
      SITE_URL: siteUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHttp(`${base}/favicon.ico`, server);
    await fetchText(`${base}/`);
    const { body } = await fetchText(`${base}/posts/${slugs[0]}`);
    const tag = /href="\/tags\/([^"/]+)"/.exec(body)?.[1];
    if (tag) await fetchText(`${base}/tags/${tag}`);
    await fetchText(`${base}/feed.xml`);
    if (saveDir) mkdirSync(saveDir, { recursive: true });
    const before = threadCpuMs(server.pid!);
    const times = [];
    for (const slug of slugs.slice(1)) {
      const page = await fetchText(`${base}/posts/${slug}`);
      times.push(page.ms);
      if (saveDir) writeFileSync(path.join(saveDir, `${slug}.html`), page.body);
    }
    const after = threadCpuMs(server.pid!);
    const per = (key: "main" | "v8" | "others") => (after[key] - before[key]) / times.length;
    return { median: median(times), cpu: per("main") + per("v8") + per("others"), main: per("main"), v8: per("v8"), others: per("others") };
  } finally {
    await stopChild(server);
  }
}

async function fetchText(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200) console.log(`  ${url}: HTTP ${response.status}`);
  return { ms: performance.now() - started, body };
}
