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
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `groundwork_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { migrate: true });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
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
