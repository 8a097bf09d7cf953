import { gzipSync } from "node:zlib";

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
