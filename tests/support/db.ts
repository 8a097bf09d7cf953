import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "@/server/db/open";
import { setDbHandle } from "@/server/db/client";

export type DatabaseTarget = "pglite" | "postgres";

/** Database tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database — in-memory PGlite, or a new database on the PostgreSQL
 * server — installed as the one every domain function uses. `close()` drops it.
 */
export async function createTestDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = target === "pglite" ? await openPglite(undefined, { migrate: true }) : await createPostgresDatabase();
  setDbHandle(handle);
  return handle;
}

/**
 * A fresh, migrated database of its own on the TEST_DATABASE_URL server, with its URL, for
 * tests that connect to it from more than one pool or process. `close()` drops it.
 */
export async function createPostgresDatabase(): Promise<DatabaseHandle & { url: string }> {
  const database = await createEmptyPostgresDatabase();
  const handle = await openPostgres(database.url, { migrate: true });
  return {
    ...handle,
    url: database.url,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * An empty database of the test's own on the PostgreSQL server (TEST_DATABASE_URL, or the
 * machine's 127.0.0.1:5432), for app servers started with DATABASE_URL; `drop()` removes it.
 */
export async function createEmptyPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `groundwork_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdminClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
