import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { mailDeliveries, mailLinks, mails, users } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { createClickToken } from "@/server/newsletter/click-token";
import { percentile } from "./comments-load";
import { openLoop, type OpenLoopResult } from "./open-loop";
import { freePort, printTable, stopChild, waitForHttp } from "./process-tools";
import { serverCommand } from "./server-command";
import { openFreshPostgres } from "./support/cold-posts-and-postgres";

/**
 * `npm run bench:clicks`: a newsletter link's redirect (#27) under open-loop load (Poisson
 * arrivals at BENCH_RATE a second, 200 unless told, for BENCH_SECONDS each), every request a
 * different member's click, against the built app on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL, the machine's server unless told); beside it, in the same run and
 * interleaved, a bare Node.js server answering the same 302, so the difference is our share
 * (token check, step order, counting), not the machine's. Target: p99 ≤ 20 ms. Prints figures,
 * never fails on time; at the end, the clicks the batches wrote against those sent.
 */
const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const target = "https://elsewhere.example/essay";
const members = 2_000;

if (!existsSync(".next/BUILD_ID")) throw new Error("No build: run `npm run build` first.");
const cleanups: (() => Promise<void>)[] = [];
try {
  const { handle, env } = await openFreshPostgres(serverUrl, cleanups);
  setEnvForTests({ AUTH_SECRET: env.AUTH_SECRET });
  const [mail] = await handle.db.insert(mails).values({ kind: "post", subject: "bench", queuedAt: new Date() }).returning();
  const links = await handle.db
    .insert(mailLinks)
    .values([1, 2, 3, 4].map((position) => ({ mailId: mail!.id, position, url: `${target}?n=${position}` })))
    .returning({ id: mailLinks.id });
  const people = await handle.db
    .insert(users)
    .values(Array.from({ length: members }, (_, i) => ({ email: `clicker-${i}@bench.example`, handle: `clicker-${i}` })))
    .returning({ id: users.id, email: users.email });
  // Sent a minute ago: past the scanner window, so every click is counted.
  const sentAt = new Date(Date.now() - 60_000);
  const deliveries = await handle.db
    .insert(mailDeliveries)
    .values(people.map((person) => ({ mailId: mail!.id, userId: person.id, email: person.email, status: "sent" as const, sentAt })))
    .returning({ id: mailDeliveries.id });
  const paths = deliveries.map((delivery, i) => `/l/${createClickToken({ linkId: links[i % links.length]!.id, deliveryId: delivery.id })}`);

  const port = await freePort();
  const app = spawn(process.execPath, serverCommand(port), {
    env: { ...process.env, ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port) },
    stdio: "ignore",
  });
  cleanups.push(() => stopChild(app));
  await waitForHttp(`http://localhost:${port}/readyz`, app);
  const bare = createServer((_request, response) => {
    response.writeHead(302, { location: target, "cache-control": "no-store", "content-length": 0 });
    response.end();
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => bare.close(() => resolve())));
  const barePort = (bare.address() as AddressInfo).port;

  const isRedirect = (status: number) => status === 302;
  const run = (base: string, runSeconds: number) =>
    openLoop({ url: base, rate, seconds: runSeconds, body: () => "", path: (i) => paths[i % paths.length]!, isOk: isRedirect });
  // Warm-up: each link's address read once, the JIT warm.
  const warmUp = await run(`http://127.0.0.1:${port}`, 2);
  await run(`http://127.0.0.1:${barePort}`, 1);
  const ours: OpenLoopResult[] = [];
  const theirs: OpenLoopResult[] = [];
  for (let round = 0; round < rounds; round++) {
    ours.push(await run(`http://127.0.0.1:${port}`, seconds));
    theirs.push(await run(`http://127.0.0.1:${barePort}`, seconds));
  }
  const merged = (results: OpenLoopResult[]) => ({
    sent: results.reduce((sum, each) => sum + each.due, 0),
    bad: results.reduce((sum, each) => sum + each.non2xx + each.errors, 0),
    latencies: results.flatMap((each) => each.latencies).sort((a, b) => a - b),
  });
  const [a, b] = [merged(ours), merged(theirs)];
  const row = (label: string, m: ReturnType<typeof merged>) => [
    label,
    String(m.sent),
    String(m.bad),
    `${percentile(m.latencies, 50).toFixed(1)} ms`,
    `${percentile(m.latencies, 99).toFixed(1)} ms`,
  ];
  console.log(`\nNewsletter link redirect, ${rate}/s offered, ${rounds} × ${seconds} s each, interleaved (target: p99 ≤ 20 ms)`);
  printTable(["server", "requests", "not 302", "p50", "p99"], [row("groundwork /l/…", a), row("bare node 302", b)]);
  const share = percentile(a.latencies, 99) - percentile(b.latencies, 99);
  console.log(`our share of the p99: ${share.toFixed(1)} ms (groundwork p99 − bare p99)`);

  await stopChild(app);
  // SIGTERM wrote what was still waiting.
  const { rows } = await handle.db.execute<{ total: number | string | null }>(sql`SELECT sum(clicks) AS total FROM mail_link_clicks`);
  console.log(`clicks written by the batches: ${Number(rows[0]?.total ?? 0)} of ${a.sent + warmUp.due} sent (warm-up included)`);
  await handle.close();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
