import { sql } from "drizzle-orm";
import type { Database } from "./open";

/**
 * PGlite runs no autovacuum, so its planner never learns how big the tables are and plans every
 * query for a few dozen rows: with 10,000 posts a cold post page's related-essays query hashed
 * the whole posts table instead of walking the newest posts along their index, ten times slower
 * (docs/capacity.md, "Planner statistics on PGlite").
 * `npm start` refreshes the statistics on each start (PostgreSQL keeps its own up to date).
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`ANALYZE`);
}
