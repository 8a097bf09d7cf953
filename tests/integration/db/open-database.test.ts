import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import { createTestDatabase, databaseTargets } from "../../support/db";

describe.each(databaseTargets)("a migrated %s database", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(() => handle.close());

  it("has the schema's tables and the pg_trgm extension search relies on", async () => {
    const { rows } = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(["posts", "tags", "post_tags", "users", "sessions"]));
    const similarity = await handle.db.execute<{ score: number }>(sql`select similarity('discipline', 'discipine') as score`);
    expect(Number(similarity.rows[0]?.score)).toBeGreaterThan(0.5);
  });
});
