/**
 * npm run bench:import — a Substack-shaped export (2,000 posts, 1 in 10 with an image served by a
 * local HTTP server, 50,000 subscribers) imported as an owner does it: into the built app
 * started as `npm start` starts it on a fresh embedded database (PGlite, sample content), the
 * file sent to POST /api/admin/imports, the run started and its progress read to the end —
 * while 10 connections read a post page. Prints the dry run's and the import's time, the
 * server's resident memory before and at its peak, and the post page's p99 at rest and during
 * the import (the ceiling: the same page at rest). BENCH_POSTS / BENCH_MEMBERS make it smaller
 * for a smoke run. Figures only: never fails on time. Needs a build (`npx next build`).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { zipSync, type Zippable } from "fflate";
import sharp from "sharp";
import { startAppServer } from "../tests/support/app-server";
import { signInThroughOutbox } from "../tests/support/sign-in";
import { treeRssKb } from "./process-tools";

const postCount = Number(process.env.BENCH_POSTS ?? 2000);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 50_000);
const imageEvery = 10;

const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 200 } } })
  .png()
  .toBuffer();
const images = createServer((_request, response) => response.writeHead(200, { "content-type": "image/png" }).end(png));
await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;

const encoder = new TextEncoder();
const files: Zippable = {};
const rows = ["post_id,post_date,is_published,email_sent_at,inbox_sent_at,type,audience,title,subtitle,podcast_url"];
const audiences = ["everyone", "everyone", "only_free", "only_paid"];
for (let i = 1; i <= postCount; i++) {
  const id = `${100000 + i}.bench-post-${i}`;
  rows.push(`${id},2024-01-01T08:00:00.000Z,true,,,newsletter,${audiences[i % 4]},Bench post ${i},"Subtitle ${i}, with a comma",`);
  const image = i % imageEvery === 0 ? `<p><img src="${origin}/img/${i % 200}.png" alt="Image ${i}"></p>` : "";
  const paragraphs = Array.from(
    { length: 12 },
    (_, p) => `<p>Paragraph ${p} of post ${i}: steady practice, <strong>patience</strong> and attention.</p>`,
  ).join("");
  files[`posts/${id}.html`] = encoder.encode(`<h2>Post ${i}</h2>${paragraphs}${image}<ul><li>one</li><li>two</li></ul>`);
}
files["posts.csv"] = encoder.encode(rows.join("\n"));
const members = ["email,active_subscription,expiry,plan,email_disabled,created_at,first_payment_at"];
for (let i = 1; i <= memberCount; i++)
  members.push(`member${i}@bench.example,${i % 20 === 0},,${i % 20 === 0 ? "comp" : ""},${i % 7 === 0},2023-05-01T10:00:00.000Z,`);
files["email_list.bench.csv"] = encoder.encode(members.join("\n"));
const zip = zipSync(files, { level: 6 });
console.log(
  `Export: ${(zip.byteLength / 1e6).toFixed(2)} MB, ${postCount} posts (${Math.floor(postCount / imageEvery)} with an image, 200 distinct), ${memberCount} subscribers`,
);

const owner = "bench-owner@bench.example";
const app = await startAppServer({ OWNER_EMAIL: owner, MAGIC_LINK_RATE_LIMIT: "1000", IMPORT_FETCH_PRIVATE_HOSTS: "true" });
type Run = { id: string; status: string; done: number; total: number; outcome: Record<string, number> };
try {
  const session = await signInThroughOutbox(app.url, owner);
  const cookie = `${session.name}=${session.value}`;
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
  const postPath = new URL(/<loc>([^<]+\/posts\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname;
  const readPost = (duration: number) =>
    autocannon({ url: `${app.url}${postPath}`, connections: 10, duration, headers: { "accept-encoding": "gzip" } });
  await readPost(2); // warm: rendered and cached
  const atRest = await readPost(10);
  const baseline = treeRssKb(app.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssKb(app.pid))), 250);

  const started = performance.now();
  const uploaded = await fetch(`${app.url}/api/admin/imports?name=substack-export.zip`, {
    method: "POST",
    headers: { cookie, "content-type": "application/zip" },
    body: zip,
  });
  if (uploaded.status !== 201) throw new Error(`Upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { id } = (await uploaded.json()) as Run;
  const planned = performance.now();
  const start = await fetch(`${app.url}/api/admin/imports/${id}/start`, { method: "POST", headers: { cookie } });
  if (start.status !== 202) throw new Error(`Start answered ${start.status}: ${await start.text()}`);
  let reading!: autocannon.Instance;
  const duringImport = new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: `${app.url}${postPath}`, connections: 10, duration: 3600, headers: { "accept-encoding": "gzip" } };
    reading = autocannon(options, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
  let run: Run;
  for (;;) {
    run = (await (await fetch(`${app.url}/api/admin/imports/${id}`, { headers: { cookie } })).json()) as Run;
    if (!["queued", "running"].includes(run.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const finished = performance.now();
  reading.stop();
  const during = await duringImport;
  clearInterval(sampler);
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  console.log(
    `Upload and dry run: ${seconds(started, planned)} s; import: ${seconds(planned, finished)} s; total ${seconds(started, finished)} s (target ≤ 300 s on PGlite) — ${run.status}, ${run.done}/${run.total}, ${JSON.stringify(run.outcome)}`,
  );
  console.log(
    `Server RSS: ${Math.round(baseline / 1024)} MB before, peak ${Math.round(peak / 1024)} MB: growth ${Math.round((peak - baseline) / 1024)} MB (target ≤ 300 MB)`,
  );
  console.log(
    `Post page, 10 connections: during the import p99 ${during.latency.p99} ms, ${Math.round(during.requests.average)} req/s, ${during.non2xx} non-2xx (target p99 ≤ 200 ms); at rest, the ceiling: p99 ${atRest.latency.p99} ms, ${Math.round(atRest.requests.average)} req/s`,
  );
} finally {
  await app.stop();
  images.close();
}
