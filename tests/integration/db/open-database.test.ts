import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import { defaultSearchConnections } from "@/server/env";
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

  it("runs reads under their own settings without changing anyone else's", async () => {
    const settings = { statement_timeout: "200", enable_seqscan: "off", "pg_trgm.similarity_threshold": "0.4" };
    const seen = await handle.readWithSettings(settings, (run) =>
      run<{ timeout: string; seqscan: string; threshold: string }>(sql`select current_setting('statement_timeout') as timeout,
        current_setting('enable_seqscan') as seqscan, current_setting('pg_trgm.similarity_threshold') as threshold`),
    );
    expect(seen).toEqual([{ timeout: "200ms", seqscan: "off", threshold: "0.4" }]);
    const elsewhere = await handle.db.execute<{ seqscan: string }>(sql`select current_setting('enable_seqscan') as seqscan`);
    expect(elsewhere.rows).toEqual([{ seqscan: "on" }]);
  });

  it("keeps a bounded number of statements prepared per connection, whatever shapes the reads take", async () => {
    // Search prepares each statement text once; filters vary the text, so the connection must not keep them all.
    const settings = { application_name: "bounded-prepared-statements" };
    const read = <Row>(statement: SQL) => handle.readWithSettings(settings, (run) => run<Row>(statement));
    for (let i = 0; i < 150; i++) await read(sql.raw(`select ${i} as n`));
    const [counted] = await read<{ prepared: number }>(sql`select count(*)::int as prepared from pg_prepared_statements`);
    expect(counted?.prepared).toBeGreaterThan(1);
    expect(counted?.prepared).toBeLessThanOrEqual(16);
    expect(await read(sql.raw("select 0 as n"))).toEqual([{ n: 0 }]);
  });

  it.skipIf(target === "pglite")(
    "runs at most DATABASE_SEARCH_CONNECTIONS reads with settings at once; the rest wait their turn",
    async () => {
      const settings = { application_name: "search-pool-size" };
      const reads = Array.from({ length: 3 * defaultSearchConnections }, () =>
        handle.readWithSettings(settings, (run) => run<{ pid: number }>(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)),
      );
      const backends = new Set((await Promise.all(reads)).map(([row]) => row?.pid));
      expect(backends.size).toBeLessThanOrEqual(defaultSearchConnections);
    },
  );

  // PGlite runs each statement synchronously in its thread, with no timer to interrupt it:
  // it accepts statement_timeout and never fires it.
  it.skipIf(target === "pglite")("stops a read that outlasts its statement_timeout, and the next read still runs", async () => {
    const slowRead = handle.readWithSettings({ statement_timeout: "100" }, (run) => run(sql`select pg_sleep(2)`));
    await expect(slowRead).rejects.toMatchObject({ code: "57014" });
    const again = await handle.readWithSettings({ statement_timeout: "100" }, (run) => run<{ one: number }>(sql`select 1 as one`));
    expect(again).toEqual([{ one: 1 }]);
  });
});
