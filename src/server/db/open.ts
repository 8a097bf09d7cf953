import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import { sql } from "drizzle-orm";
import { withReplicas } from "drizzle-orm/pg-core";
import type { Env } from "@/server/env";
import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

/**
 * Both drivers expose the same Drizzle query builder; the PGlite type is used for both
 * because its `execute()` result is typed (`rows`), which node-postgres' also provides.
 */
export type Database = PgliteDatabase<typeof schema>;
export type DatabaseHandle = { db: Database; driver: "pglite" | "postgres"; close: () => Promise<void> };

export const migrationsFolder = path.join(process.cwd(), "src/server/db/migrations");

// drizzle-kit never emits CREATE EXTENSION; search needs pg_trgm before the first migration.
const createExtensionsSql = "CREATE EXTENSION IF NOT EXISTS pg_trgm";

type OpenOptions = { migrate?: boolean };

export async function openDatabase(env: Pick<Env, "DATABASE_URL" | "DATABASE_READ_URL" | "DATA_DIR">, options: OpenOptions = {}) {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { ...options, readUrl: env.DATABASE_READ_URL })
    : openPglite(path.resolve(env.DATA_DIR, "pglite"), options);
}

export async function openPglite(dataDir: string | undefined, options: OpenOptions = {}): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    releaseLock = acquireDataDirLock(path.dirname(dataDir));
  }
  try {
    const client = await PGlite.create(dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema, casing: "snake_case" });
    if (options.migrate) {
      await db.execute(sql.raw(createExtensionsSql));
      await migratePglite(db, { migrationsFolder });
    }
    return {
      db,
      driver: "pglite",
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

export async function openPostgres(url: string, options: OpenOptions & { readUrl?: string } = {}): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  const primary = drizzlePg({ client: pool, schema, casing: "snake_case" });
  const readPool = options.readUrl ? new Pool({ connectionString: options.readUrl, max: 10, idleTimeoutMillis: 30_000 }) : undefined;
  // An idle client dropped by the server (restart, failover, admin) must not crash the process:
  // the pool replaces it on the next query.
  for (const each of [pool, readPool]) each?.on("error", (error) => console.error(`[db] idle connection closed: ${error.message}`));
  // Reads go to the replica, writes and transactions to the primary.
  const db = (readPool ? withReplicas(primary, [drizzlePg({ client: readPool, schema, casing: "snake_case" })]) : primary) as unknown as Database;
  if (options.migrate) {
    await pool.query(createExtensionsSql);
    await migratePg(drizzlePg({ client: pool, casing: "snake_case" }), { migrationsFolder });
  }
  return {
    db,
    driver: "postgres",
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}
