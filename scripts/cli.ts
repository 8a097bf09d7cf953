import nextEnv from "@next/env";
import { EnvError, getEnv } from "@/server/env";
import { closeDb, getDbHandle } from "@/server/db/client";
import type { DatabaseHandle } from "@/server/db/open";

/**
 * Shared by the command-line scripts: validated config and the same database module the
 * server uses (so domain functions work unchanged), closed at the end so the embedded
 * data folder is released.
 */
export async function withDatabase<T>(run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  loadEnvOrExit();
  try {
    return await run(await getDbHandle());
  } finally {
    await closeDb();
  }
}

export function loadEnvOrExit() {
  // The same .env files `next start` reads, so a script and the server see one configuration.
  nextEnv.loadEnvConfig(process.cwd());
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
