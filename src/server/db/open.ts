import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { createHash } from "node:crypto";
import { Pool } from "pg";
import { fillPlaceholders, sql, type Query, type SQL } from "drizzle-orm";
import { PgDialect, withReplicas } from "drizzle-orm/pg-core";
import { defaultSearchConnections, type Env } from "@/server/env";
import { acquireDataDirLock } from "./data-dir-lock";
import { openPgliteThread } from "./pglite-thread";
import { markDatabaseUnavailable } from "./outage-latch";
import { boundPreparedStatements } from "./prepared-statements";
import * as schema from "./schema";

/**
 * Both drivers expose the same Drizzle query builder; the PGlite type is used for both
 * because its `execute()` result is typed (`rows`), which node-postgres' also provides.
 */
export type Database = PgliteDatabase<typeof schema>;

/**
 * Runs one read statement and returns its rows. With `values`, the statement is one built once
 * with placeholders (sql.placeholder) and reused: its text is kept from the first run (see toQuery).
 */
export type RunStatement = <Row>(statement: SQL, values?: Record<string, unknown>) => Promise<Row[]>;
/** Server settings (`statement_timeout`, planner switches, extension options) by name. */
type SessionSettings = Readonly<Record<string, string>>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * Runs read statements under `settings`, for a hot read path that needs its own: on
   * PostgreSQL, connections that carry the settings from their start (no transaction to
   * begin and commit, and each statement prepared once per connection); on PGlite, a
   * transaction per statement that sets them locally, run whole in PGlite's worker thread.
   * With no settings, a hot statement that only wants to be prepared once: on PostgreSQL it
   * runs on the ordinary (read) pool, with no connections of its own.
   */
  readWithSettings: <T>(settings: SessionSettings, work: (run: RunStatement) => Promise<T>) => Promise<T>;
};

const migrationsFolder = path.join(process.cwd(), "src/server/db/migrations");

// drizzle-kit never emits CREATE EXTENSION; search needs pg_trgm before the first migration.
const createExtensionsSql = "CREATE EXTENSION IF NOT EXISTS pg_trgm";

type OpenOptions = { migrate?: boolean };

// readWithSettings turns statements into text itself: with the drizzle instances' casing, so that
// a statement built from the schema's columns (posts.publishedAt → published_at) runs there too.
const dialect = new PgDialect({ casing: "snake_case" });

/** The text of statements built once with placeholders, by statement. */
const builtQueries = new WeakMap<SQL, Query>();

/**
 * A statement's text and parameters. Turning a large statement into text costs the event loop
 * time on every run (docs/capacity.md, "Statement text built once"); one built once with
 * placeholders is turned into text once, and only its values are filled in on each run.
 */
function toQuery(statement: SQL, values: Record<string, unknown> | undefined): Query {
  if (!values) return dialect.sqlToQuery(statement);
  let query = builtQueries.get(statement);
  if (!query) builtQueries.set(statement, (query = dialect.sqlToQuery(statement)));
  return { sql: query.sql, params: fillPlaceholders(query.params, values) };
}

const statementName = (text: string) => `gw_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;

/** The names of statements built once with placeholders, by statement: their text never changes. */
const builtStatementNames = new WeakMap<SQL, string>();

function builtStatementName(statement: SQL, text: string): string {
  let name = builtStatementNames.get(statement);
  if (!name) builtStatementNames.set(statement, (name = statementName(text)));
  return name;
}

/**
 * PGlite's own start parameters plus a smaller buffer pool. initdb's default shared_buffers is
 * sized for a server of its own; inside the app's process it is allocated and zeroed in the
 * WebAssembly heap at open, so all of it is resident from the start, and it caches what the
 * kernel's page cache already holds: the data files are ordinary files read through the
 * filesystem. 48 MB holds the hot part of 10,000 posts (the posts and search tables without
 * their TOAST, and their indexes); a smaller pool made searches slower, a larger one no faster
 * (docs/capacity.md, "PGlite's buffer pool").
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=48MB"];

export async function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATABASE_READ_URL" | "DATABASE_SEARCH_CONNECTIONS" | "DATA_DIR">,
  options: OpenOptions = {},
) {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { ...options, readUrl: env.DATABASE_READ_URL, settingsConnections: env.DATABASE_SEARCH_CONNECTIONS })
    : openPglite(path.resolve(env.DATA_DIR, "pglite"), options);
}

export async function openPglite(dataDir: string | undefined, options: OpenOptions = {}): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    releaseLock = acquireDataDirLock(path.dirname(dataDir));
  }
  try {
    // PGlite runs in a worker thread (pglite-thread.ts), off the event loop that serves HTTP;
    // drizzle uses the part of PGlite's interface the thread provides.
    const client = await openPgliteThread(dataDir, { startParams: pgliteStartParams });
    const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: "snake_case" });
    if (options.migrate) {
      await db.execute(sql.raw(createExtensionsSql));
      await migratePglite(db, { migrationsFolder });
    }
    return {
      db,
      driver: "pglite",
      readWithSettings: (settings, work) =>
        work(async <Row>(statement: SQL, values?: Record<string, unknown>) => {
          const query = toQuery(statement, values);
          return client.queryWithSettings<Row>(settings, query.sql, query.params);
        }),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

type PostgresOptions = OpenOptions & {
  /** A read replica's URL: plain reads and statements with settings go there. */
  readUrl?: string;
  /**
   * The size of each pool of connections with settings (search's). Small on purpose: on a
   * database server with few cores, ten searches at once ran no faster than four, and the
   * backends they kept busy took the cores from the app's event loop (bench:search, docs/capacity.md).
   */
  settingsConnections?: number;
};

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  const primary = drizzlePg({ client: pool, schema, casing: "snake_case" });
  const readPool = options.readUrl ? new Pool({ connectionString: options.readUrl, max: 10, idleTimeoutMillis: 30_000 }) : undefined;
  for (const each of [pool, readPool]) if (each) noticeOutages(each);
  // Reads go to the replica, writes and transactions to the primary.
  const db = (readPool
    ? withReplicas(primary, [drizzlePg({ client: readPool, schema, casing: "snake_case" })])
    : primary) as unknown as Database;
  if (options.migrate) await migrateUnderLock(pool);
  const settingsPools = new Map<string, Pool>();
  const poolFor = (settings: SessionSettings) => {
    if (Object.keys(settings).length === 0) return readPool ?? pool;
    // libpq's startup `options`: the server applies each `-c name=value` to the session.
    const startupOptions = Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value.replaceAll(/[\\ ]/g, "\\$&")}`)
      .join(" ");
    let settingsPool = settingsPools.get(startupOptions);
    if (!settingsPool) {
      settingsPool = new Pool({
        connectionString: options.readUrl ?? url,
        max: options.settingsConnections ?? defaultSearchConnections,
        idleTimeoutMillis: 30_000,
        options: startupOptions,
      });
      noticeOutages(settingsPool);
      settingsPools.set(startupOptions, settingsPool);
    }
    return settingsPool;
  };
  return {
    db,
    driver: "postgres",
    readWithSettings: (settings, work) => {
      const settingsPool = poolFor(settings);
      return work(async <Row>(statement: SQL, values?: Record<string, unknown>) => {
        const query = toQuery(statement, values);
        // Named by its text: each connection parses a statement shape once (and, with
        // plan_cache_mode = force_generic_plan among the settings, plans it once).
        const name = values ? builtStatementName(statement, query.sql) : statementName(query.sql);
        const client = await settingsPool.connect();
        try {
          await boundPreparedStatements(client, name);
          const result = await client.query({ name, text: query.sql, values: query.params });
          client.release();
          return result.rows as Row[];
        } catch (error) {
          markDatabaseUnavailable(error);
          // As pool.query does: a connection that failed a statement is not reused.
          client.release(error instanceof Error ? error : true);
          throw error;
        }
      });
    },
    close: async () => {
      await Promise.all([pool.end(), readPool?.end(), ...[...settingsPools.values()].map((each) => each.end())]);
    },
  };
}

/**
 * An idle client dropped by the server (restart, failover, admin) must not crash the process:
 * the pool replaces it on the next query. Such a drop, and a query or connection that fails
 * because the server cannot be reached, note the outage at once (outage-latch.ts) — before the
 * failing request answers, so that even the first one during an outage answers 503.
 */
function noticeOutages(pool: Pool): void {
  pool.on("error", (error) => {
    markDatabaseUnavailable(error);
    console.error(`[db] idle connection closed: ${error.message}`);
  });
  const noting = <T>(result: T): T => {
    if (result instanceof Promise) result.catch((error: unknown) => markDatabaseUnavailable(error));
    return result;
  };
  const { query, connect } = pool;
  Object.assign(pool, {
    query: (...args: unknown[]) => noting((query as (...a: unknown[]) => unknown).apply(pool, args)),
    connect: (...args: unknown[]) => noting((connect as (...a: unknown[]) => unknown).apply(pool, args)),
  });
}

/** Any fixed number, the same in every process: the session-level advisory lock migrations run under. */
const migrationLockKey = 170_017;

/**
 * Several app processes may start at once against one database (docs/deploy.md): one migrates
 * while the others wait on the lock, then find nothing left to do. Without it they race on
 * CREATE SCHEMA / CREATE TABLE and all but one fail to start.
 */
async function migrateUnderLock(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    try {
      await client.query(createExtensionsSql);
      await migratePg(drizzlePg({ client, casing: "snake_case" }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
