import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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

/** pending: waiting, or claimed under a lease (`leaseToken` set). dead: out of attempts, kept for an editor to retry. */
export const taskStatuses = ["pending", "dead"] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const taskStatus = pgEnum("task_status", taskStatuses);

/**
 * Background work, durable (src/server/jobs/): one row per task. A task is due when pending and
 * `runAt` has passed. A claim (FOR UPDATE SKIP LOCKED) moves `runAt` to the end of a lease under
 * a fresh `leaseToken`, and the runner extends it while the handler works: if the process dies,
 * the task falls due again when the lease runs out. Done tasks are deleted; dead ones stay.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** One of taskKinds (src/server/jobs/task-kinds.ts). */
    kind: text().notNull(),
    payload: jsonb().$type<unknown>().notNull().default({}),
    /** At most one pending task per key: enqueueing again updates that one (see enqueueTask). */
    dedupeKey: text(),
    status: taskStatus().notNull().default("pending"),
    runAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Runs started (a run given back at shutdown does not count). */
    attempts: integer().notNull().default(0),
    leaseToken: text(),
    /** host:pid of the runner holding the lease, for the admin page. */
    leasedBy: text(),
    lastError: text(),
    /** Bumped by every enqueue that lands on this pending task: a run that started before it must run again. */
    enqueues: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tasks_pending_dedupe_key_unique")
      .on(t.dedupeKey)
      .where(sql`${t.status} = 'pending'`),
    // A claim reads each kind's due tasks in run-time order: one index range a kind.
    index("tasks_due_idx")
      .on(t.kind, t.runAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index("tasks_dead_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} = 'dead'`),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;
