/**
 * `npm run bench:cluster`: a post page and a search through HAProxy, with one app node behind it
 * and with two, next to the machine's ceiling (a bare node:http server sending the post page's
 * bytes, in the same run). The cluster is the one `npm run test:cluster` uses
 * (tests/support/cluster.ts: two `npm start` nodes on one PostgreSQL database of their own, Redis
 * for the shared page cache, HAProxy round robin health-checked on /readyz), with N synthetic
 * posts added. All of it runs on this one machine, so two nodes share the same cores: the figure
 * that matters is that two are not slower than one and that nothing errors. CPU ms per request
 * (both nodes' processes, from /proc) is steadier than req/s on a shared machine.
 * It prints figures; it never fails on time.
 * Options: --duration 10 --connections 50 --posts 10000
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { desc, eq, sql } from "drizzle-orm";
import { setDbHandle } from "@/server/db/client";
import { openPostgres } from "@/server/db/open";
import { posts, subscriptions } from "@/server/db/schema";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { createUser } from "@/server/seed/factories";
import { clusterPrerequisites, startCluster, type Cluster } from "../tests/support/cluster";
import { createSessionCookie } from "../tests/support/sign-in";
import { benchmarkQueries, generateSyntheticPosts, searchRequestBody } from "./synthetic-search";
import { cpuMs, printRuns, serveBytes, stopChild, toRun, treeRssKb, type Run } from "./process-tools";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    posts: { type: "string", default: "10000" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const syntheticCount = Number(values.posts);
const queries = benchmarkQueries(500);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");
console.log(`Machine: ${cpus().length} cores, load average ${load()} (1 / 5 / 15 min).`);
const missing = await clusterPrerequisites();
if (missing.length > 0) {
  console.log(`bench:cluster needs: ${missing.join("; ")}.`);
  process.exit(1);
}

const readerEmail = "bench-reader@example.test";
let postPath = "";
let databaseMb = 0;
const cluster = await startCluster({
  log: (line) => console.log(`[cluster] ${line}`),
  // bench:search's corpus and queries (on a database of their own, as there), so the figures compare with its per-node ones.
  prepare: async (databaseUrl) => {
    const started = performance.now();
    const handle = await openPostgres(databaseUrl, { migrate: true });
    setDbHandle(handle);
    await generateSyntheticPosts(handle.db, { count: syntheticCount });
    await rebuildSearchIndex(handle.db);
    await handle.db.execute(sql`VACUUM ANALYZE`);
    // The searching reader needs a subscription, as in the product: a complimentary one.
    const reader = await createUser(handle.db, { email: readerEmail, handle: "bench-reader" });
    await handle.db.insert(subscriptions).values({ userId: reader.id, source: "complimentary", plan: "complimentary", status: "active" });
    const [newest] = await handle.db
      .select({ slug: posts.slug })
      .from(posts)
      .where(eq(posts.status, "published"))
      .orderBy(desc(posts.publishedAt))
      .limit(1);
    postPath = `/posts/${newest!.slug}`;
    const size = await handle.db.execute<{ database: string }>(sql`SELECT pg_database_size(current_database())::text AS database`);
    databaseMb = Number(size.rows[0]!.database) / 1024 / 1024;
    await handle.close();
    console.log(
      `${syntheticCount} synthetic posts (bench:search's corpus), indexed and vacuumed in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  },
});
try {
  const handle = await openPostgres(cluster.databaseUrl);
  setDbHandle(handle);
  const session = await createSessionCookie(handle.db, { email: readerEmail });
  await handle.close();
  const key = (await (
    await fetch(`${cluster.url}/api/search/key`, { headers: { cookie: `${session.name}=${session.value}` } })
  ).json()) as {
    appId: string;
    apiKey: string;
  };
  const searchPath = `/1/indexes/*/queries?x-algolia-application-id=${encodeURIComponent(key.appId)}&x-algolia-api-key=${encodeURIComponent(key.apiKey)}`;

  const postHtml = await (await fetch(`${cluster.url}${postPath}`)).text();
  for (let i = 0; i < 4; i++) await fetch(`${cluster.url}${postPath}`);
  console.log(
    `Post page: ${postHtml.length} bytes. Search: bench:search's ${queries.length} queries in turn, 20 hits with facets and a snippet each.`,
  );

  console.log(`PostgreSQL database: ${databaseMb.toFixed(0)} MB with ${syntheticCount} posts and their search index.`);
  // Untimed warm-up of both paths (PostgreSQL's buffers, the JIT, the shared cache), so the first measured run is not the cold one.
  await measure("warm-up", `${cluster.url}${postPath}`, nodePids(cluster), {}, 3);
  await measure("warm-up", `${cluster.url}${searchPath}`, nodePids(cluster), { search: true }, 5);
  const ceiling = await measureCeiling(postHtml);
  const runs: Run[] = [ceiling];
  for (const [name, base] of [
    ["1 node", cluster.singleNodeUrl],
    ["2 nodes", cluster.url],
  ] as const) {
    runs.push(await measure(`post page, ${name}`, base + postPath, nodePids(cluster), {}));
    runs.push(await measure(`search, ${name}`, base + searchPath, nodePids(cluster), { search: true }));
  }
  printRuns("through HAProxy", "CPU / req (nodes)", runs);
  const ratio = (kind: string) => {
    const [one, two] = [runs.find((run) => run.label === `${kind}, 1 node`)!, runs.find((run) => run.label === `${kind}, 2 nodes`)!];
    return `${kind}: two nodes ${(two.reqPerSec / one.reqPerSec).toFixed(2)}× one node's req/s`;
  };
  console.log(`${ratio("post page")}; ${ratio("search")} (same ${cpus().length} cores for both).`);
  const post = runs.find((run) => run.label === "post page, 2 nodes")!;
  console.log(
    `Post page through HAProxy on two nodes: ${((post.reqPerSec / ceiling.reqPerSec) * 100).toFixed(1)}% of the ceiling's req/s.`,
  );
  console.log(
    `Node RSS after the runs: ${cluster.nodes.map((node) => `${node.name} ${(treeRssKb(node.pid) / 1024).toFixed(0)} MB`).join(", ")}. Load average: ${load()}.`,
  );
} finally {
  await cluster.stop();
}

function nodePids(running: Cluster): number[] {
  return running.nodes.map((node) => node.pid);
}

async function measure(label: string, url: string, pids: number[], options: { search?: boolean }, seconds = duration): Promise<Run> {
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(options.search
      ? {
          method: "POST" as const,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: searchRequestBody(queries[next++ % queries.length]!),
              }),
            },
          ],
        }
      : {}),
  });
  return toRun(label, result, pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - cpuBefore);
}

/** A bare node:http server in its own process sending the post page's bytes (as bench/pages.ts). */
async function measureCeiling(body: string): Promise<Run> {
  const bare = await serveBytes(body, "text/html; charset=utf-8");
  try {
    return await measure("ceiling: bare node:http, post bytes", bare.url, [bare.child.pid!], {});
  } finally {
    await stopChild(bare.child);
  }
}
