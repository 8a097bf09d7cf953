import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { importRuns, type ImportRun } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";

/** The latest imports, newest first. */
export async function listImportRuns(options: { actor: Actor; limit?: number }): Promise<Omit<ImportRun, "report" | "filePath">[]> {
  assertRole(options.actor, "owner");
  const db = await getDb();
  const rows = await db
    .select()
    .from(importRuns)
    .orderBy(desc(importRuns.createdAt))
    .limit(options.limit ?? 20);
  return rows.map(({ report: _report, filePath: _filePath, ...rest }) => rest);
}
