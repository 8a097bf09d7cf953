import type { Database } from "./open";

/** A transaction handle, as `db.transaction(async (tx) => …)` passes it: writes that belong together take it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
