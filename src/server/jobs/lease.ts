import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";

/** This process, as it appears in job_leases.holder: readable by an operator, unique per start. */
export const thisProcess = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export type LeaseOptions = {
  /** Who asks; this process by default (tests play several). */
  holder?: string;
  /** The time to judge expiry by: the database's clock by default; a caller that works on a clock of its own passes it. */
  at?: Date;
};

/**
 * Takes the lease `name` for `ttlMs` when nobody holds it or its holder's time has run out (a
 * process that died passes it on by expiring). One atomic upsert: of any number of processes
 * asking at once, exactly one gets it. Works the same on PGlite (one process).
 */
export async function tryTakeLease(db: Database, name: string, ttlMs: number, options: LeaseOptions = {}): Promise<boolean> {
  const holder = options.holder ?? thisProcess;
  const now = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
  const { rows } = await db.execute<{ holder: string }>(sql`
    INSERT INTO job_leases (name, holder, expires_at)
    VALUES (${name}, ${holder}, ${now} + ${ttlMs} * interval '1 millisecond')
    ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
      WHERE job_leases.expires_at <= ${now}
    RETURNING holder`);
  return rows.length > 0;
}

/** Gives the lease back early (the work is done): the next asker need not wait for it to expire. */
export async function releaseLease(db: Database, name: string, options: Pick<LeaseOptions, "holder"> = {}): Promise<void> {
  const holder = options.holder ?? thisProcess;
  await db.execute(sql`UPDATE job_leases SET expires_at = '-infinity' WHERE name = ${name} AND holder = ${holder}`);
}

export type LeasedRun<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` only in the process that takes the lease; the others skip it. `ttlMs` must be
 * longer than the work takes: past it, another process may start the same work.
 */
export async function runUnderLease<T>(
  db: Database,
  name: string,
  ttlMs: number,
  work: () => Promise<T>,
  options: Pick<LeaseOptions, "holder"> = {},
): Promise<LeasedRun<T>> {
  if (!(await tryTakeLease(db, name, ttlMs, options))) return { ran: false };
  let value: T;
  try {
    value = await work();
  } finally {
    // If this fails too (the database is gone), the lease simply expires.
    await releaseLease(db, name, options).catch(() => undefined);
  }
  return { ran: true, value };
}
