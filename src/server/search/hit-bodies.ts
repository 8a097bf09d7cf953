import { sql } from "drizzle-orm";
import { markdownToReaderText } from "@/lib/reader-text";
import type { DatabaseHandle, RunStatement } from "@/server/db/open";

/**
 * The bodies of search hits as a reader sees them (post_search_text), for their body snippets. The search statement returns
 * each hit's row version (bodyVersionSql) instead of its body, and the bodies are remembered
 * here by post and version: reading a page's bodies from TOAST (a lookup, chunks and
 * decompression each), sending them and parsing them again was a large share of a search's
 * cost, in PostgreSQL and in this process (docs/capacity.md, "Hit bodies"). Any change to a
 * post's row gives it a new version, however it was written, so a remembered body is never
 * stale; the missing ones are read in one statement, at exactly the versions the search saw.
 */
export type HitVersion = { id: string; version: string };

/**
 * A post row's version: the transaction that wrote it (`xmin`, new with every change to the
 * row) and the body's stored size (read from its TOAST pointer, no decompression), so that
 * even a database restored or swapped under a running process (where transaction ids start
 * over) needs an edit of the same size in the same transaction id to look unchanged.
 */
export const bodyVersionSql = sql.raw(`p.xmin::text || ':' || octet_length(p.body_markdown)`);

/** How many characters of bodies a database's cache holds (8–16 MB as UTF-16). */
const defaultMaxCharacters = 8_000_000;

/** Bodies by post id, the least recently used first out once past `maxCharacters`. */
export class PostBodyCache {
  private readonly entries = new Map<string, { version: string; body: string }>();
  private characters = 0;

  constructor(private readonly maxCharacters = defaultMaxCharacters) {}

  get(id: string, version: string): string | undefined {
    const entry = this.entries.get(id);
    if (entry?.version !== version) return undefined;
    // Map keeps insertion order: re-inserting makes it the most recently used.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.body;
  }

  set(id: string, version: string, body: string): void {
    this.forget(id);
    if (body.length > this.maxCharacters) return;
    this.entries.set(id, { version, body });
    this.characters += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.characters <= this.maxCharacters) break;
      this.forget(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.characters -= entry.body.length;
  }
}

const caches = new WeakMap<DatabaseHandle, PostBodyCache>();

// Built once with placeholders: prepared once per connection, its text never rebuilt. The
// reader's text made from this very version; the Markdown only when there is none (a sync still
// on its way), rendered here then.
const bodiesSql = sql`
  SELECT p.id, h.version, rt.body_text AS text, CASE WHEN rt.post_id IS NULL THEN p.body_markdown END AS markdown
  FROM unnest(${sql.placeholder("ids")}::text[], ${sql.placeholder("versions")}::text[]) AS h(id, version)
  JOIN posts p ON p.id = h.id AND ${bodyVersionSql} = h.version
  LEFT JOIN post_search_text rt ON rt.post_id = p.id AND rt.body_version = h.version`;

/**
 * The bodies of these hits by post id: remembered ones at once, the rest read in one
 * statement with `run` (the search's own, so from the same server). Only the row version the
 * search returned is read: a post changed or deleted in between (unpublished and rewritten
 * as a draft, say) has no body here, and its snippet is empty.
 */
export async function hitBodies(database: DatabaseHandle, run: RunStatement, hits: HitVersion[]): Promise<Map<string, string>> {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new PostBodyCache()));
  const bodies = new Map<string, string>();
  const missing: HitVersion[] = [];
  for (const hit of hits) {
    const body = cache.get(hit.id, hit.version);
    if (body === undefined) missing.push(hit);
    else bodies.set(hit.id, body);
  }
  if (missing.length === 0) return bodies;
  const rows = await run<{ id: string; version: string; text: string | null; markdown: string | null }>(bodiesSql, {
    ids: missing.map((hit) => hit.id),
    versions: missing.map((hit) => hit.version),
  });
  for (const row of rows) {
    const body = row.text ?? markdownToReaderText(row.markdown ?? "");
    cache.set(row.id, row.version, body);
    bodies.set(row.id, body);
  }
  return bodies;
}
