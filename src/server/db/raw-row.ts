/**
 * A row of raw SQL (`db.execute`) typed from the schema's row type (`typeof table.$inferSelect`,
 * picked and joined as the statement selects; alias the columns to those names). Raw results are
 * not mapped by Drizzle: timestamps come back as text, and big integers (and counts) as text on
 * node-postgres, so those fields accept both and callers convert with `new Date()` / `Number()`.
 */
export type RawRow<T> = {
  [K in keyof T]: T[K] extends Date
    ? Date | string
    : T[K] extends Date | null
      ? Date | string | null
      : T[K] extends number
        ? number | string
        : T[K];
};
