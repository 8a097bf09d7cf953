import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { sql } from "drizzle-orm";
import { openPglite } from "@/server/db/open";

/**
 * `npm run bench:events`: event intake throughput. Starts the built app on a fresh data
 * folder (TRUST_PROXY on, so X-Forwarded-For names the client) and posts valid events:
 * first from many clients (the flood limiter stays out of the way), then from one client
 * (the limiter answers 429 after its budget). Prints events/s and latency; then counts
 * the rows that were written after the responses.
 */
const port = Number(process.env.BENCH_PORT ?? 4702);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const url = `http://localhost:${port}`;
const userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const body = JSON.stringify({
  n: "pageview",
  u: `${url}/posts/bench?utm_source=bench`,
  d: "localhost",
  r: "https://news.example.com/",
  a: "Groundwork",
  v: "1.0.0",
});

if (!existsSync(".next/BUILD_ID")) throw new Error("No build: run `npx next build` first.");
const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-bench-"));

function startServer(): ChildProcess {
  return spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      PORT: String(port),
      SITE_URL: url,
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitUntilReady(): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${url}/robots.txt`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not start within 60 s");
}

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

function run(title: string, vary: boolean, seconds = duration): Promise<Result> {
  return autocannon({
    url: `${url}/api/event`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "text/plain", "user-agent": userAgent, "x-forwarded-for": "192.0.2.10" },
        body,
        setupRequest: (request) => (vary ? { ...request, headers: { ...request.headers, "x-forwarded-for": randomAddress() } } : request),
      },
    ],
  }).then((result) => {
    const accepted = result["2xx"];
    const limited = result.statusCodeStats?.["429"]?.count ?? 0;
    console.log(
      `${title.padEnd(34)} ${(accepted / seconds).toFixed(0).padStart(6)} accepted events/s  ` +
        `${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `202: ${accepted}  429: ${limited}  other errors: ${result.errors + result.non2xx - limited}`,
    );
    return result;
  });
}

const server = startServer();
try {
  await waitUntilReady();
  // Open the database and compile the route before measuring.
  await fetch(`${url}/`);
  await fetch(`${url}/api/event`, { method: "POST", headers: { "content-type": "text/plain", "user-agent": userAgent }, body });
  await run("warm-up", true, 2);
  console.log(`POST /api/event, ${connections} connections, ${duration} s each:`);
  const many = await run("many clients (varied X-Forwarded-For)", true);
  const one = await run("one client (flood limiter)", false);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await new Promise<void>((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
  const handle = await openPglite(path.join(dataDir, "pglite"));
  const stored = await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from analytics_events`);
  await handle.close();
  const accepted = many["2xx"] + one["2xx"];
  console.log(`stored after the responses: ${stored.rows[0]?.count ?? 0} of ${accepted} accepted events (plus the warm-up)`);
} finally {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
