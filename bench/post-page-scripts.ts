/**
 * `npx tsx --conditions=react-server bench/post-page-scripts.ts`: the scripts of a post page
 * (what an anonymous reader downloads with its HTML, gzipped at level 6) and each file's share,
 * largest first. Needs a build (`npm run build`). Serves it on a fresh embedded database (as the
 * browser tests do) on a free port, or measures a running server with `--base`.
 * Options: --base http://localhost:3000 --path /posts/some-slug (default: the newest post on the home page)
 * Never run it under a lock: it is a measurement.
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { describePageScripts, measurePageScripts } from "./page-scripts";
import { freePort, stopChild, waitForHttp } from "./process-tools";

const { values } = parseArgs({ options: { base: { type: "string" }, path: { type: "string" } } });

async function newestPostPath(base: string): Promise<string> {
  const home = await (await fetch(`${base}/`)).text();
  const match = /href="(\/posts\/[^"#?]+)"/.exec(home);
  if (!match) throw new Error(`No post linked from ${base}/.`);
  return match[1]!;
}

async function report(base: string): Promise<void> {
  const postPath = values.path ?? (await newestPostPath(base));
  const scripts = await measurePageScripts(base, postPath);
  console.log(`${postPath}: ${describePageScripts(scripts)}`);
  for (const file of [...scripts.files].sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`  ${(file.gzipBytes / 1000).toFixed(1).padStart(6)} kB gzip  ${file.path}`);
}

if (values.base) {
  await report(values.base.replace(/\/$/, ""));
} else {
  const port = await freePort();
  const server = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "tests/support/e2e-server.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" },
  });
  try {
    await waitForHttp(`http://localhost:${port}/`, server);
    await report(`http://localhost:${port}`);
  } finally {
    await stopChild(server);
  }
}
