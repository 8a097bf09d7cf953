import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import { onDeleteRuleFor, userReferences } from "@/server/account-data/user-references";
import { createTestDatabase, databaseTargets } from "../../support/db";

type ForeignKey = { table: string; column: string; rule: string };

const rules: Record<string, string> = { a: "NO ACTION", r: "RESTRICT", c: "CASCADE", n: "SET NULL", d: "SET DEFAULT" };

/** Every foreign key column that references users, from the database's own catalog (not from our schema files). */
async function foreignKeysToUsers(handle: DatabaseHandle): Promise<ForeignKey[]> {
  const result = await handle.db.execute(sql`
    select source.relname as "table", attribute.attname as "column", constraint_row.confdeltype as "rule"
    from pg_catalog.pg_constraint constraint_row
    join pg_catalog.pg_class source on source.oid = constraint_row.conrelid
    join pg_catalog.pg_class target on target.oid = constraint_row.confrelid
    join pg_catalog.pg_namespace namespace on namespace.oid = target.relnamespace
    cross join lateral unnest(constraint_row.conkey) as key(number)
    join pg_catalog.pg_attribute attribute on attribute.attrelid = source.oid and attribute.attnum = key.number
    where constraint_row.contype = 'f' and target.relname = 'users' and namespace.nspname = 'public'
    order by 1, 2`);
  return (result.rows as { table: string; column: string; rule: string }[]).map((row) => ({
    table: row.table,
    column: row.column,
    rule: rules[row.rule] ?? row.rule,
  }));
}

describe.each(databaseTargets)("the registry of tables that reference users, against %s's catalog", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(() => handle?.close());

  it("names every foreign key to users, and only those: a new table that references members needs a decision", async () => {
    const found = await foreignKeysToUsers(handle);
    expect(found.length).toBeGreaterThan(20);
    const key = (entry: { table: string; column: string }) => `${entry.table}.${entry.column}`;
    const missing = found.filter((fk) => !userReferences.some((entry) => key(entry) === key(fk))).map(key);
    expect(missing, "add these to src/server/account-data/user-references.ts and say what deleting an account does with them").toEqual([]);
    const stale = userReferences.filter((entry) => !found.some((fk) => key(fk) === key(entry))).map(key);
    expect(stale, "no such foreign key in the database").toEqual([]);
  });

  it("agrees with each foreign key's ON DELETE rule", async () => {
    const found = await foreignKeysToUsers(handle);
    const mismatched = userReferences
      .map((entry) => ({ entry, fk: found.find((fk) => fk.table === entry.table && fk.column === entry.column) }))
      .filter(({ entry, fk }) => fk && fk.rule !== onDeleteRuleFor[entry.action])
      .map(
        ({ entry, fk }) =>
          `${entry.table}.${entry.column}: ${entry.action} needs ON DELETE ${onDeleteRuleFor[entry.action]}, the database has ${fk!.rule}`,
      );
    expect(mismatched).toEqual([]);
  });
});
