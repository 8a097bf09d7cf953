import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { isUniqueViolation } from "@/server/db/is-unique-violation";

// The embedded database runs in a worker thread (src/server/db/pglite-thread.ts); what its
// callers see must be PGlite's own behaviour, with the event loop free while SQL runs.
describe("the embedded database in its worker thread", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite(undefined, { migrate: true });
    await handle.db.execute(sql`create table thread_probe (k text primary key, n int not null)`);
  }, 120_000);
  afterAll(() => handle.close());

  it("leaves the event loop free while a long statement runs", async () => {
    let finished = false;
    const long = handle.db.execute(sql`select count(*) from generate_series(1, 2000000)`).then((result) => {
      finished = true;
      return result;
    });
    // A timer set after the statement started fires while it still runs (in-process, it could not).
    await sleep(1);
    expect(finished).toBe(false);
    expect((await long).rows).toEqual([{ count: 2000000 }]);
  });

  it("returns dates, bytes, big integers and JSON as PGlite does", async () => {
    const at = new Date("2026-11-25T23:00:00.123Z");
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const big = 2n ** 62n;
    const document = { title: "Don't", tags: ["a", "b"], nested: { n: 1.5, none: null } };
    const { rows } = await handle.db.execute<{ at: string; bytes: Uint8Array; big: bigint; document: unknown; plain: Date }>(
      sql`select ${at}::timestamptz as at, ${bytes}::bytea as bytes, ${big}::int8 as big, ${JSON.stringify(document)}::jsonb as document`,
    );
    const [row] = rows;
    // drizzle keeps timestamps as text, as with in-process PGlite.
    expect(new Date(row!.at).getTime()).toBe(at.getTime());
    expect([...row!.bytes]).toEqual([...bytes]);
    expect(row!.big).toBe(big);
    expect(row!.document).toEqual(document);
  });

  it("fails a statement with PostgreSQL's error fields, through drizzle", async () => {
    await handle.db.execute(sql`insert into thread_probe (k, n) values ('once', 1)`);
    const duplicate = await handle.db.execute(sql`insert into thread_probe (k, n) values ('once', 2)`).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate, "thread_probe_pkey")).toBe(true);
    const wrong = await handle.db.execute(sql`selec 1`).catch((error: unknown) => error);
    expect((wrong as { cause?: { code?: string } }).cause?.code).toBe("42601");
  });

  it("commits a transaction's statements together, and rolls them all back when it throws", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (k, n) values ('kept', 1)`);
      await tx.execute(sql`update thread_probe set n = n + 1 where k = 'kept'`);
    });
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (k, n) values ('lost', 1)`);
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    const savepoint = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (k, n) values ('outer', 1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe (k, n) values ('inner', 1)`);
          inner.rollback();
        })
        .catch(() => undefined);
      return (await tx.execute<{ k: string }>(sql`select k from thread_probe where k in ('outer', 'inner')`)).rows;
    });
    expect(savepoint).toEqual([{ k: "outer" }]);
    const { rows } = await handle.db.execute<{ k: string; n: number }>(sql`select k, n from thread_probe where k <> 'once' order by k`);
    expect(rows).toEqual([
      { k: "kept", n: 2 },
      { k: "outer", n: 1 },
    ]);
  });

  it("makes a statement outside a transaction wait for the transaction's end, as PGlite does", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (k, n) values ('late', 1)`);
      inserted();
      await held;
    });
    await insertDone;
    let outsideSettled = false;
    const outside = handle.db.execute<{ n: number }>(sql`select count(*)::int as n from thread_probe where k = 'late'`).then((result) => {
      outsideSettled = true;
      return result;
    });
    await sleep(50);
    expect(outsideSettled).toBe(false);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 1 }]);
  });
});
