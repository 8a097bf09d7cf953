import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who may run a piece of background work right now (src/server/jobs/lease.ts): one row per
 * job, taken by one process until `expires_at`. A process that dies simply lets it expire,
 * and the next to ask takes it over.
 */
export const jobLeases = pgTable("job_leases", {
  name: text().primaryKey(),
  /** host:pid:random of the process holding it, for an operator reading the table. */
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
});
