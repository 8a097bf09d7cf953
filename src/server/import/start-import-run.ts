import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { importRuns, type ImportRun } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { enqueueTask } from "@/server/jobs/enqueue-task";

/**
 * "Import" after the dry run (or "Try again" after a failure): the run is queued as a task in
 * the same transaction, so it exists exactly when the run says "queued", and runs in the
 * background of a server process (surviving restarts: the task is claimed again).
 */
export async function startImportRun(options: { actor: Actor; runId: string }): Promise<ImportRun> {
  assertRole(options.actor, "owner");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [run] = await tx
      .update(importRuns)
      .set({ status: "queued", error: null })
      .where(and(eq(importRuns.id, options.runId), inArray(importRuns.status, ["planned", "failed"])))
      .returning();
    if (!run) throw new AppError("conflict", "This import has already started or was undone.");
    await enqueueTask(tx, { kind: "import.run", payload: { runId: run.id }, dedupeKey: `import.run:${run.id}` });
    return run;
  });
}
