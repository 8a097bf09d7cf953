import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { importRuns, type ImportRun } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { scheduleImportRun } from "./schedule-import-run";

/** "Import" after the dry run (or "Try again" after a failure): the run is queued and runs in the background. */
export async function startImportRun(options: { actor: Actor; runId: string }): Promise<ImportRun> {
  assertRole(options.actor, "owner");
  const db = await getDb();
  const [run] = await db
    .update(importRuns)
    .set({ status: "queued", error: null })
    .where(and(eq(importRuns.id, options.runId), inArray(importRuns.status, ["planned", "failed"])))
    .returning();
  if (!run) throw new AppError("conflict", "This import has already started or was undone.");
  void scheduleImportRun(run.id);
  return run;
}
