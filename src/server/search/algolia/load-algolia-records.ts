import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import { markdownToReaderText } from "@/lib/reader-text";
import { bodyVersionSql } from "../hit-bodies";

/**
 * One post as an Algolia record: the hit fields the PostgreSQL engine returns (the browser
 * renders either alike), plus the body as the text a reader sees, for snippets.
 */
export type AlgoliaRecord = {
  objectID: string;
  title: string;
  slug: string;
  url: string;
  excerpt: string;
  body: string;
  tags: string[];
  author: string;
  authorName: string;
  /** ISO date, as the search page shows it. */
  publishedAt: string;
  /** Unix seconds: customRanking desc and the secured key's "already public" filter. */
  publishedAtTimestamp: number;
  readingMinutes: number;
};

/** Algolia refuses records over 10 kB; the body gets what the other fields leave, at most 8 kB. */
export const maxRecordBytes = 9_500;
export const maxBodyBytes = 8_000;

type Row = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  body_markdown: string;
  /** The reader's text made from this version of the post (post_search_text), when there is one. */
  body_text: string | null;
  reading_minutes: number;
  published_at: string | Date;
  handle: string;
  name: string | null;
  tags: string[];
};

/** Cuts text to at most `bytes` UTF-8 bytes, at a word boundary, never inside a character. */
export function trimToBytes(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  let cut = Buffer.from(text).subarray(0, Math.max(0, bytes)).toString("utf8");
  // A partial multi-byte character decodes to U+FFFD: drop it.
  cut = cut.replace(/\uFFFD+$/, "");
  const space = cut.lastIndexOf(" ");
  return space > cut.length * 0.8 ? cut.slice(0, space) : cut;
}

export function toAlgoliaRecord(row: Row): AlgoliaRecord {
  const publishedAt = new Date(row.published_at);
  const record: AlgoliaRecord = {
    objectID: row.id,
    title: row.title,
    slug: row.slug,
    url: `/posts/${row.slug}`,
    excerpt: row.excerpt,
    body: "",
    tags: row.tags,
    author: row.handle,
    authorName: row.name ?? row.handle,
    publishedAt: publishedAt.toISOString(),
    publishedAtTimestamp: Math.floor(publishedAt.getTime() / 1000),
    readingMinutes: row.reading_minutes,
  };
  const budget = Math.min(maxBodyBytes, maxRecordBytes - Buffer.byteLength(JSON.stringify(record)));
  record.body = trimToBytes(row.body_text ?? markdownToReaderText(row.body_markdown), budget);
  return record;
}

export type LoadOptions = { postId?: string; afterId?: string; limit?: number };

/**
 * Records of posts that are published or scheduled (a scheduled post is pushed at once and
 * hidden by the secured key's publishedAtTimestamp filter until its time comes, as the
 * PostgreSQL engine hides it with `published_at <= now()`). In id order, for keyset paging.
 */
export async function loadAlgoliaRecords(db: Database, options: LoadOptions = {}): Promise<AlgoliaRecord[]> {
  const result = await db.execute<Row>(sql`
    SELECT p.id, p.title, p.slug, p.excerpt, p.body_markdown, rt.body_text, p.reading_minutes, p.published_at, u.handle, u.name,
           coalesce(array_agg(t.slug ORDER BY t.slug) FILTER (WHERE t.slug IS NOT NULL), '{}'::text[]) AS tags
    FROM posts p
    JOIN users u ON u.id = p.author_id
    LEFT JOIN post_search_text rt ON rt.post_id = p.id AND rt.body_version = ${bodyVersionSql}
    LEFT JOIN post_tags pt ON pt.post_id = p.id
    LEFT JOIN tags t ON t.id = pt.tag_id
    WHERE p.status IN ('published', 'scheduled') AND p.published_at IS NOT NULL
      ${options.postId ? sql`AND p.id = ${options.postId}` : sql``}
      ${options.afterId ? sql`AND p.id > ${options.afterId}` : sql``}
    GROUP BY p.id, u.handle, u.name, rt.post_id
    ORDER BY p.id
    ${options.limit ? sql`LIMIT ${options.limit}` : sql``}`);
  return result.rows.map(toAlgoliaRecord);
}
