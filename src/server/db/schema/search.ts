import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { posts } from "./posts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
// Words compare byte-wise so a prefix is a plain btree range on any server collation.
const cText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * The search engine's own narrow copy of every public-eligible post (status published or
 * scheduled, with a publish date), kept in step by syncPostToSearch / rebuildSearchIndex.
 * Narrow on purpose: a candidate fetch reads published_at, tags and author only; the big
 * `doc` vector is TOASTed out of the row and only the GIN index is consulted for it.
 */
export const postSearch = pgTable(
  "post_search",
  {
    postId: text()
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    publishedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    authorHandle: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** title A, tags + author B, excerpt C: small, so ranking reads little. */
    head: tsvector().notNull(),
    /** title A, tags + author B, excerpt C, body D: what matching uses. */
    doc: tsvector().notNull(),
    /** The later of the post's and its author's updated_at when this row was made: older means stale (repairSearchIndex). */
    sourceUpdatedAt: timestamp({ withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`'epoch'`),
    /** How the row was made (searchIndexFormat): a row of an older format is re-made at start. */
    format: smallint().notNull().default(0),
  },
  (t) => [
    index("post_search_doc_idx").using("gin", t.doc),
    index("post_search_head_idx").using("gin", t.head),
    index("post_search_published_at_idx").on(t.publishedAt.desc()),
  ],
);

/**
 * Every unstemmed word seen in public posts, with how many posts had it when last counted.
 * Serves prefix expansion of the word being typed (a btree range) and typo correction
 * (pg_trgm; a GiST index: a GIN index reads the long posting lists of common trigrams, and GiST
 * is several times faster here — docs/capacity.md, "Trigram index"). Words are never removed on
 * unpublish: a stale word only expands to stems that match nothing.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: cText().primaryKey(),
    ndoc: integer().notNull().default(1),
  },
  (t) => [index("search_words_trgm_idx").using("gist", sql`${t.word} gist_trgm_ops`)],
);

/**
 * How many posts each lexeme of the `doc` vectors was in when last counted (rebuildSearchIndex),
 * so a search can estimate how many posts its words match and pick the date window that
 * should hold the candidate cap of them (searchEstimateSql). Only an estimate: a lexeme not
 * counted yet, or a count gone stale, costs time, never a wrong answer.
 */
export const searchLexemes = pgTable("search_lexemes", {
  lexeme: cText().primaryKey(),
  ndoc: integer().notNull(),
});

/**
 * The text a reader sees of each indexed post's body (markdownToReaderText: rendered and
 * sanitized, then its words), made in this process when the post is indexed — PostgreSQL cannot
 * render Markdown. The `doc` vector's body and every body snippet come from it, never from the
 * Markdown source. `bodyVersion` is the post row's version it was made from (hit-bodies.ts): a
 * snippet uses it only while the post is unchanged. A table of its own keeps post_search narrow.
 */
export const postSearchText = pgTable("post_search_text", {
  postId: text()
    .primaryKey()
    .references(() => posts.id, { onDelete: "cascade" }),
  bodyVersion: text().notNull(),
  bodyText: text().notNull(),
});
