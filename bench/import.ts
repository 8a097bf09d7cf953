/**
 * npm run bench:import — a Substack-shaped export (2,000 posts, some with images served by a
 * local HTTP server, 50,000 subscribers) generated and imported on a fresh embedded database.
 * Prints the time, and the importing process's resident memory before and at its peak.
 * BENCH_POSTS / BENCH_MEMBERS make it smaller for a smoke run. Figures only: never fails on time.
 * Not yet measured here: the post page's p99 at 10 connections while an import runs inside the
 * server (needs the import's HTTP route on main).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync, type Zippable } from "fflate";
import sharp from "sharp";
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

const folder = mkdtempSync(path.join(tmpdir(), "gw-bench-import-"));
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
const zip = path.join(folder, "substack-export.zip");
writeFileSync(zip, zipSync(files, { level: 6 }));
console.log(`Export: ${postCount} posts (${Math.floor(postCount / imageEvery)} with an image, 200 distinct), ${memberCount} subscribers`);

const child = spawn("npx", ["tsx", "--conditions=react-server", "bench/import-child.ts", zip], {
  env: { ...process.env, DATA_DIR: path.join(folder, "data"), IMPORT_FETCH_PRIVATE_HOSTS: "true", DATABASE_URL: "" },
  stdio: ["ignore", "pipe", "inherit"],
});
let baseline = 0;
let peak = 0;
let importerPid = 0;
child.stdout.on("data", (chunk: Buffer) => {
  for (const line of chunk.toString().split("\n").filter(Boolean)) {
    const ready = /^ready (\d+)$/.exec(line);
    if (ready) {
      importerPid = Number(ready[1]);
      baseline = treeRssKb(importerPid);
    } else console.log(line);
  }
});
const sampler = setInterval(() => {
  if (importerPid) peak = Math.max(peak, treeRssKb(importerPid));
}, 250);
const code = await new Promise<number>((resolve) => child.on("exit", (exit) => resolve(exit ?? 1)));
clearInterval(sampler);
images.close();
console.log(
  `Importer RSS: ${Math.round(baseline / 1024)} MB with the database open, peak ${Math.round(peak / 1024)} MB: growth ${Math.round((peak - baseline) / 1024)} MB (target ≤ 300 MB)`,
);
process.exit(code);
