import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import type { NewAnalyticsEvent } from "@/server/db/schema";

/** Each column's values as one array parameter, typed for unnest. */
const columns = [
  ["created_at", "timestamptz", (row) => row.createdAt ?? null],
  ["name", "text", (row) => row.name],
  ["pathname", "text", (row) => row.pathname],
  ["hostname", "text", (row) => row.hostname],
  ["referrer_domain", "text", (row) => row.referrerDomain ?? null],
  ["utm_source", "text", (row) => row.utmSource ?? null],
  ["utm_medium", "text", (row) => row.utmMedium ?? null],
  ["utm_campaign", "text", (row) => row.utmCampaign ?? null],
  ["props", "jsonb", (row) => (row.props === undefined ? null : JSON.stringify(row.props))],
  ["visitor_hash", "text", (row) => row.visitorHash],
  ["device_type", "text", (row) => row.deviceType],
  ["browser", "text", (row) => row.browser],
  ["os", "text", (row) => row.os],
  ["country", "text", (row) => row.country ?? null],
  ["app_name", "text", (row) => row.appName ?? null],
  ["app_version", "text", (row) => row.appVersion ?? null],
] as const satisfies readonly (readonly [string, string, (row: NewAnalyticsEvent) => unknown])[];

/**
 * What each unnested value becomes: JSON travels as text (pg writes an array of objects as the
 * array of their JSON), and absent values take the schema's defaults, which an INSERT … SELECT
 * would not apply to its NULLs.
 */
const selectList = sql.raw(
  columns
    .map(([name, type]) => {
      if (name === "created_at") return "coalesce(created_at, now())";
      if (type === "jsonb") return `coalesce(${name}::jsonb, '{}'::jsonb)`;
      return name;
    })
    .join(", "),
);
/** The columns written, all of analytics_events but its identity (a test holds them to the schema). */
export const insertedColumns: string[] = columns.map(([name]) => name);
const columnList = sql.raw(insertedColumns.join(", "));
const arrayType = (type: string) => sql.raw(`${type === "jsonb" ? "text" : type}[]`);

/**
 * Analytics rows in one statement of sixteen parameters, one array a column, whatever the
 * batch's size: `INSERT … SELECT … FROM unnest(…)`. Drizzle's multi-row `values()` writes a
 * placeholder a cell and turns the statement into text on the event loop: a batch of 500
 * settled searches (4,500 parameters) cost it 20 ms of CPU, 2.5 ms this way, and every search
 * and page answered meanwhile waited (`npm run bench:analytics-insert`).
 */
export async function insertAnalyticsRows(db: Database, rows: NewAnalyticsEvent[]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = sql.join(
    columns.map(([, type, read]) => sql`${sql.param(rows.map((row): unknown => read(row)))}::${arrayType(type)}`),
    sql`, `,
  );
  await db.execute(sql`INSERT INTO analytics_events (${columnList}) SELECT ${selectList} FROM unnest(${arrays}) AS u(${columnList})`);
}
