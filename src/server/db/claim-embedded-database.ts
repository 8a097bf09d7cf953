import { getDbHandle } from "./client";

/**
 * Called when the server starts (src/server/node-server/start-node-server.ts): the embedded database's data
 * folder is locked then, not when the first request opens it, so a second server on the
 * same folder stops at once instead of being accepted while the first is idle and then
 * answering 500 on every page. A PostgreSQL server needs no lock and is connected on first
 * use, so that an outage at start is not fatal.
 */
export async function claimEmbeddedDatabase(databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl || process.env.NEXT_PHASE === "phase-production-build") return;
  try {
    await getDbHandle();
  } catch (error) {
    console.error(`Cannot open the embedded database: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
