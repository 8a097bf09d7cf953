import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { importRuns, importSources, posts, type ImportRun } from "@/server/db/schema";
import { recordAudit } from "@/server/audit/record-audit";
import { indexPosts } from "@/server/search/sync-post";
import { openZipArchive } from "./archive/open-zip-archive";
import { importFilePath } from "./import-file-path";
import { isZip, readImportFile } from "./read-import-file";
import { importMembers } from "./run/import-members";
import { importPosts } from "./run/import-posts";
import { RunTally } from "./run/run-tally";
import { forgetRedirectPaths } from "./find-redirect";

/**
 * Runs (or resumes) an import: every item whose source id is not yet here is written, each
 * post in its own transaction and members in batches, so a run stopped anywhere — a restart, a
 * kill — is taken up again by calling this again, and a finished one changes nothing. Ends with
 * the imported public posts in the search index and one audit entry for the whole import.
 */
export async function runImport(runId: string, options: { now?: Date; signal?: AbortSignal } = {}): Promise<void> {
  const db = await getDb();
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run || run.status === "done" || run.status === "undone") return;
  if (!run.createdBy) throw new Error(`import ${runId}: the owner who started it no longer exists`);
  try {
    await runAll(run, options.now ?? new Date(), options.signal);
  } catch (error) {
    // Given back to the task table (shutdown, lost lease): still running, resumed by the next claim.
    if (options.signal?.aborted) throw error;
    // The task runner tries again later; the page shows why it stopped meanwhile.
    await db
      .update(importRuns)
      .set({ status: "failed", error: error instanceof Error ? error.message : String(error) })
      .where(eq(importRuns.id, runId));
    throw error;
  }
}

async function runAll(run: ImportRun, now: Date, signal: AbortSignal | undefined): Promise<void> {
  const db = await getDb();
  const runId = run.id;
  const actor = { id: run.createdBy!, role: "owner" as const };
  const path = importFilePath(run.filePath);
  const parsed = await readImportFile(path);
  const total = parsed.posts.length + parsed.members.length;
  await db
    .update(importRuns)
    .set({ status: "running", startedAt: run.startedAt ?? now, total, done: 0, error: null })
    .where(eq(importRuns.id, runId));
  const tally = new RunTally(runId, parsed.platform, 0);
  const archive = (await isZip(path)) ? await openZipArchive(path) : null;
  try {
    await importPosts(parsed, { runId, actor, archive, tally, now, signal });
  } finally {
    archive?.close();
  }
  await importMembers(parsed, { runId, actor, tally, now, signal });
  await indexImportedPosts(runId);
  forgetRedirectPaths();
  await tally.advance(0, true);
  await db.transaction(async (tx) => {
    await tx
      .update(importRuns)
      .set({ status: "done", finishedAt: new Date(), outcome: tally.outcome, done: total })
      .where(eq(importRuns.id, runId));
    const counts = Object.entries(tally.outcome)
      .map(([outcome, count]) => `${count} ${outcome}`)
      .join(", ");
    await recordAudit(tx, {
      actor,
      action: "import.run",
      entityType: "import",
      entityId: runId,
      summary: `Imported ${run.fileName} (${parsed.format}): ${counts || "nothing"}`,
      now,
    });
  });
}

/** The run's public posts, indexed for search in batches (drafts are never indexed). */
async function indexImportedPosts(runId: string): Promise<void> {
  const db = await getDb();
  const rows = await db
    .select({ id: posts.id })
    .from(importSources)
    .innerJoin(posts, eq(posts.id, importSources.entityId))
    .where(and(eq(importSources.runId, runId), eq(importSources.kind, "post"), inArray(posts.status, ["published", "scheduled"])));
  for (let i = 0; i < rows.length; i += 200) {
    try {
      await indexPosts(db, { postIds: rows.slice(i, i + 200).map((row) => row.id) });
    } catch (error) {
      // The start-up repair catches up whatever is missing from the index.
      console.error("[import] search indexing failed", error);
    }
  }
}
