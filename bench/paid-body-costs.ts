/**
 * `npx tsx --conditions=react-server bench/paid-body-costs.ts`: where a subscriber's paid body
 * request spends its CPU in the server, part by part, in one process (no HTTP): the one statement
 * (readBodyReadingFacts: the driver's side and, on PGlite, its worker thread), the decision
 * (decidePostReadingWithPolicy with those facts), the answer's JSON and bytes, and what the memo
 * saves (rendering the body's Markdown, escaping its HTML). Beside it, the route's lookups
 * without Auth.js (post, subscription, meter: three statements). On the sample publication in a
 * fresh PGlite folder, and on PostgreSQL when TEST_DATABASE_URL is set. CPU is process.cpuUsage
 * (all threads). Options: --iterations 2000
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { renderMarkdown } from "@/lib/render-markdown";
import { getMeterFacts } from "@/server/access/get-meter-facts";
import { getSubscriptionStanding } from "@/server/billing/get-subscription-standing";
import { subscriptionStanding } from "@/server/billing/entitlements";
import { setDbHandle } from "@/server/db/client";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { decidePostReadingWithPolicy } from "@/server/posts/decide-post-reading-with-policy";
import { rememberedBody } from "@/server/posts/full-body-memo";
import { getPostBodyBySlug } from "@/server/posts/get-post-body-by-slug";
import { readBodyReadingFacts } from "@/server/posts/read-body-reading-facts";
import { encodeFullAnswer, readPostBodyFast } from "@/server/posts/read-post-body-fast";
import { seedIfEmpty } from "@/server/seed";
import { openFreshPostgres } from "./support/cold-posts-and-postgres";
import { preparePaidReaders } from "./support/paid-post";

const { values } = parseArgs({ options: { iterations: { type: "string", default: "2000" } } });
const iterations = Number(values.iterations);
const cleanups: (() => Promise<void>)[] = [];

/** CPU (all threads) and wall time per call of `work`, in microseconds. */
async function cost(work: () => unknown): Promise<string> {
  for (let i = 0; i < 50; i++) await work();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < iterations; i++) await work();
  const used = process.cpuUsage(cpu);
  const wall = ((performance.now() - started) * 1000) / iterations;
  return `${((used.user + used.system) / iterations).toFixed(0)} µs CPU, ${wall.toFixed(0)} µs wall`;
}

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  setDbHandle(handle);
  await seedIfEmpty(handle.db);
  const paid = await preparePaidReaders(handle);
  const token = paid.subscriberCookie.split("=")[1]!;
  const now = new Date();
  const read = { slug: paid.slug, sessionToken: token, hasSessionCookie: true };
  const first = await readPostBodyFast(read);
  const known = rememberedBody(paid.slug)!;
  const facts = (await readBodyReadingFacts({ slug: paid.slug, sessionToken: token, known, now }))!;
  const reader = facts.reader!;
  const known2 = { subscription: subscriptionStanding(reader.subscriptions, now), meter: reader.meter };
  const decideOptions = { post: facts.post, reader: { userId: reader.userId, role: reader.role }, mayClaimMeter: true, now, known: known2 };
  const markdown = (await getPostBodyBySlug(paid.slug))!.bodyMarkdown;
  console.log(`\n== ${name}: ${paid.slug}, ${markdown.length} characters of Markdown, ${first!.json.length} bytes of JSON`);
  const rows: [string, () => unknown][] = [
    ["whole fast path (readPostBodyFast)", () => readPostBodyFast(read)],
    ["  the one statement (readBodyReadingFacts)", () => readBodyReadingFacts({ slug: paid.slug, sessionToken: token, known, now })],
    ["  the decision (decidePostReadingWithPolicy)", () => decidePostReadingWithPolicy(facts.policy, decideOptions)],
    ["  the answer's JSON and bytes", () => Buffer.from(encodeFullAnswer(first!.answer, known.htmlJson))],
    ["saved by the memo: render the Markdown", () => renderMarkdown(markdown)],
    ["saved by the memo: JSON-escape the HTML", () => JSON.stringify(known.html)],
    [
      "saved by the memo: the statement with the Markdown",
      () => readBodyReadingFacts({ slug: paid.slug, sessionToken: token, known: null, now }),
    ],
    [
      "the route's lookups: post, subscription, meter",
      async () => {
        const post = await getPostBodyBySlug(paid.slug, now);
        await getSubscriptionStanding(reader.userId, now);
        await getMeterFacts({ userId: reader.userId, postId: post!.id, now });
      },
    ],
  ];
  for (const [label, work] of rows) console.log(`${label.padEnd(56)} ${await cost(work)}`);
}

try {
  const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-body-costs-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const pglite = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
  await measure("PGlite (worker thread)", pglite);
  await pglite.close();
  if (process.env.TEST_DATABASE_URL) {
    const { handle } = await openFreshPostgres(process.env.TEST_DATABASE_URL, cleanups);
    await measure("PostgreSQL (the backend's CPU is not counted)", handle);
    await handle.close();
  }
} finally {
  for (const cleanup of cleanups) await cleanup();
}
