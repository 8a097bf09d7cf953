import "server-only";
import { getTableColumns, is, sql, SQL } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { Database } from "@/server/db/client";
import { analyticsEvents, type NewAnalyticsEvent } from "@/server/db/schema";

/**
 * The table's columns but its identity, from the schema: each one's name in the database (the
 * instances' snake_case casing), and its value as the database reads it back from text.
 */
const columns = Object.entries(getTableColumns(analyticsEvents))
  .filter(([, column]) => !column.generatedIdentity)
  .map(([key, column]) => {
    const name = toSnakeCase(key);
    const value = sql`${sql.raw(name)}::${sql.raw(column.getSQLType())}`;
    // An INSERT … SELECT does not apply the schema's defaults to the NULLs of absent values.
    const fallback = !column.hasDefault ? undefined : is(column.default, SQL) ? column.default : sql.param(column.default);
    return {
      key: key as keyof NewAnalyticsEvent,
      name,
      column,
      select: fallback ? sql`coalesce(${value}, ${fallback})` : value,
    };
  });

const columnList = sql.raw(columns.map(({ name }) => name).join(", "));
const selectList = sql.join(
  columns.map(({ select }) => select),
  sql`, `,
);

/**
 * Analytics rows in one statement of sixteen parameters, one text array a column, whatever the
 * batch's size: `INSERT … SELECT … FROM unnest(…)`, each value turned to text by its column's
 * own driver mapping and cast back to the column's type. Drizzle's multi-row `values()` writes a
 * placeholder a cell and turns the statement into text on the event loop, several times the
 * CPU of this way for a large batch, and every search and page answered meanwhile waited
 * (docs/capacity.md, "Analytics inserts").
 */
export async function insertAnalyticsRows(db: Database, rows: NewAnalyticsEvent[]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map(({ key, column }) => {
    const values = rows.map((row) => (row[key] == null ? null : String(column.mapToDriverValue(row[key]))));
    return sql`${sql.param(values)}::text[]`;
  });
  await db.execute(
    sql`INSERT INTO analytics_events (${columnList}) SELECT ${selectList} FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${columnList})`,
  );
}
