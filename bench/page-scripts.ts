import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/chromium";

export type PageScripts = {
  files: { path: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
  /** Scripts holding search or admin code (none should be on a reading page). */
  unwanted: string[];
};

// Marks of code that belongs elsewhere: the InstantSearch tree and the admin area.
const unwantedMarks = [/instantsearch/i, /algoliasearch/i, /\/admin\/posts/, /post-editor/];

/**
 * The scripts a page loads on its own (the `<script src>` of its HTML but the noModule
 * polyfills), each fetched and
 * gzipped at level 6 (what a compressing proxy sends); chunks loaded later on demand (the
 * search dialog once signed in) are not counted.
 */
export async function measurePageScripts(base: string, path: string): Promise<PageScripts> {
  const html = await (await fetch(base + path)).text();
  // noModule scripts (Next's polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/\bnomodule\b/i.test(match[0]));
  const sources = [...new Set(tags.map((match) => match[1]!.replace(/&amp;/g, "&")))];
  const files = [];
  const unwanted = [];
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    files.push({ path: source, bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length });
    if (unwantedMarks.some((mark) => mark.test(body.toString("utf8")))) unwanted.push(source);
  }
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), unwanted };
}

/** A one-line summary: "23 scripts, 412.0 kB, 118.3 kB gzip; no search or admin code". */
export function describePageScripts(scripts: PageScripts): string {
  const raw = scripts.files.reduce((sum, file) => sum + file.bytes, 0);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const unwanted = scripts.unwanted.length > 0 ? `search or admin code in ${scripts.unwanted.join(", ")}` : "no search or admin code";
  return `${scripts.files.length} scripts, ${kb(raw)}, ${kb(scripts.gzipBytes)} gzip; ${unwanted}`;
}

export type BrowserScripts = {
  /** Every script response Chromium received while loading the page, until the network was idle. */
  files: { path: string; gzipBytes: number }[];
  gzipBytes: number;
  /** Bytes of those scripts inside functions that ran at least once during the load (V8 coverage). */
  executedBytes: number;
  totalBytes: number;
};

/**
 * The same page in Chromium (anonymous, a desktop window, until the network is idle and 2 s
 * more): the scripts it actually downloaded, gzipped as above, and how much of them ran. A
 * cross-check of `measurePageScripts`, which reads the HTML: a script fetched later (a
 * prefetched route's code, an on-demand chunk) shows up here and not there.
 */
export async function measureBrowserScripts(base: string, path: string): Promise<BrowserScripts> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    const pending: Promise<{ path: string; gzipBytes: number } | null>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response
          .body()
          .then((body) => ({ path: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 6 }).length }))
          .catch(() => null),
      );
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(2000);
    const coverage = await page.coverage.stopJSCoverage();
    const files = (await Promise.all(pending)).filter((file) => file !== null);
    let executedBytes = 0;
    let totalBytes = 0;
    for (const entry of coverage) {
      if (!entry.url.startsWith(base) || !entry.source) continue;
      // Ranges nest (a function, then the blocks inside it that did not run): later ones win.
      const ran = new Uint8Array(entry.source.length);
      for (const fn of entry.functions)
        for (const range of fn.ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
      executedBytes += ran.reduce((sum, bit) => sum + bit, 0);
      totalBytes += entry.source.length;
    }
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), executedBytes, totalBytes };
  } finally {
    await browser.close();
  }
}

/** "Chromium downloaded the same 11 scripts, 149.0 kB gzip; 43% of their code ran during the load". */
export function describeBrowserScripts(browser: BrowserScripts, fromHtml: PageScripts): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const inHtml = new Set(fromHtml.files.map((file) => new URL(file.path, "http://x").pathname));
  const extra = browser.files.filter((file) => !inHtml.has(file.path));
  const missing = [...inHtml].filter((file) => !browser.files.some((seen) => seen.path === file));
  const same = extra.length === 0 && missing.length === 0 ? "the same " : "";
  const differences = [
    extra.length > 0 ? `not in the HTML: ${extra.map((file) => `${file.path} (${kb(file.gzipBytes)})`).join(", ")}` : "",
    missing.length > 0 ? `in the HTML but not fetched: ${missing.join(", ")}` : "",
  ].filter(Boolean);
  const ran =
    browser.totalBytes > 0 ? `; ${((browser.executedBytes / browser.totalBytes) * 100).toFixed(0)}% of their code ran during the load` : "";
  return `Chromium downloaded ${same}${browser.files.length} scripts, ${kb(browser.gzipBytes)} gzip${ran}${differences.length > 0 ? ` (${differences.join("; ")})` : ""}`;
}
