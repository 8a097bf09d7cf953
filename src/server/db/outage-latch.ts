import { isDatabaseUnavailable } from "./is-database-unavailable";

/**
 * The process-wide note that the database is unreachable, set by the request that meets
 * the outage (error mapping, onRequestError) and cleared by database-outage.ts once the
 * database answers again. No imports beyond the classifier: the error mapping uses it.
 */
export type OutageNote = { since: number; checkedAt: number; probe?: Promise<boolean> };

const state = globalThis as unknown as { groundworkOutage?: OutageNote };

/** Notes an outage when `error` is one (or unconditionally without an error); true when it was one. */
export function markDatabaseUnavailable(error?: unknown): boolean {
  if (error !== undefined && !isDatabaseUnavailable(error)) return false;
  state.groundworkOutage ??= { since: Date.now(), checkedAt: Date.now() };
  return true;
}

export function currentOutage(): OutageNote | undefined {
  return state.groundworkOutage;
}

export function clearOutage(note: OutageNote): void {
  if (state.groundworkOutage === note) state.groundworkOutage = undefined;
}
