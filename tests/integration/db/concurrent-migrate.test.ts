import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "@/server/db/open";

/**
 * Several cluster nodes start at once against one empty PostgreSQL database: each migrates at
 * start, and they must not trip over each other (one migrates, the others wait and find it done).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const name = `groundwork_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe.skipIf(!serverUrl)("migrations at start on PostgreSQL", () => {
  it("three nodes migrating one empty database at once all start, and each migration is applied once", async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString(), { migrate: true })));
    try {
      const client = new Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query<{ total: string; distinct_hashes: string }>(
        "select count(*) as total, count(distinct hash) as distinct_hashes from drizzle.__drizzle_migrations",
      );
      await client.end();
      expect(Number(rows[0]?.total)).toBeGreaterThan(0);
      expect(rows[0]?.total).toBe(rows[0]?.distinct_hashes);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  }, 120_000);
});
