import "server-only";
import { getEnv } from "@/server/env";
import { openDatabase, type Database, type DatabaseHandle } from "./open";

export type { Database } from "./open";

/**
 * The process-wide database. Opened lazily on first use (never at import, never by
 * `next build`); a failed open is not cached, so the next request tries again.
 */
const globalForDb = globalThis as unknown as { groundworkDb?: Promise<DatabaseHandle> };

export async function getDbHandle(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database must not be opened during `next build`: give this page `await connection()`.");
  }
  globalForDb.groundworkDb ??= openDatabase(getEnv(), { migrate: true }).catch((error: unknown) => {
    globalForDb.groundworkDb = undefined;
    throw error;
  });
  return globalForDb.groundworkDb;
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.groundworkDb;
  globalForDb.groundworkDb = undefined;
  if (handle) await (await handle).close();
}

/** Tests and scripts hand in the database every domain function will use. */
export function setDbHandle(handle: DatabaseHandle): void {
  globalForDb.groundworkDb = Promise.resolve(handle);
}
