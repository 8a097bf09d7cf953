import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { posts } from "./posts";

export const importRunStatuses = ["planned", "queued", "running", "done", "failed", "undone"] as const;
export type ImportRunStatus = (typeof importRunStatuses)[number];

/**
 * One uploaded export: its dry-run report, then the run's progress and outcome. The file stays
 * under DATA_DIR/imports/<id> until the run is undone or the run is deleted, so a run that was
 * interrupted resumes from the same bytes.
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    format: text().notNull(),
    fileName: text().notNull(),
    /** Where the uploaded file is kept, relative to DATA_DIR. */
    filePath: text().notNull(),
    status: text().$type<ImportRunStatus>().notNull().default("planned"),
    /** The dry run's report (counts, warnings, what each item will become). */
    report: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Items handled so far and in all: the progress bar. */
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    /** Per outcome counts of the run (created, unchanged, failed, …). */
    outcome: jsonb().$type<Record<string, number>>().notNull().default({}),
    error: text(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true, mode: "date" }),
    finishedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [index("import_runs_created_at_idx").on(t.createdAt.desc())],
);
export type ImportRun = typeof importRuns.$inferSelect;

/**
 * What each source item became, by platform and the source's own id: a re-run (or a second
 * upload of the same export) finds it here and changes nothing. `runId` is the run that created
 * the entity, which its undo removes; `version` is the post version it wrote, so an undo leaves
 * alone a post an editor has changed since.
 */
export const importSources = pgTable(
  "import_sources",
  {
    platform: text().notNull(),
    kind: text().notNull(),
    sourceId: text().notNull(),
    entityId: text().notNull(),
    runId: text()
      .notNull()
      .references(() => importRuns.id, { onDelete: "cascade" }),
    version: integer(),
    /** Members: the access they had at the old home (tier, until), for bulk complimentary grants. */
    note: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.kind, t.sourceId] }), index("import_sources_run_idx").on(t.runId, t.kind)],
);

/** One line per item that did not import cleanly (failed, or imported with a problem). */
export const importProblems = pgTable(
  "import_problems",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    runId: text()
      .notNull()
      .references(() => importRuns.id, { onDelete: "cascade" }),
    item: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("import_problems_run_idx").on(t.runId, t.createdAt)],
);

/**
 * Old addresses that answer 301 to a post: set by imports (the post's path on the old site) and
 * by editors. The path is stored as it is looked up: no trailing slash, as the old site wrote it.
 */
export const redirects = pgTable(
  "redirects",
  {
    path: text().primaryKey(),
    postId: text()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    runId: text().references(() => importRuns.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("redirects_post_idx").on(t.postId)],
);
