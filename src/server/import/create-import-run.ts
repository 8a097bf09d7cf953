import "server-only";
import { randomUUID } from "node:crypto";
import { copyFile, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@/server/db/client";
import { importRuns, type ImportRun } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { importFilePath } from "./import-file-path";
import { planImport, type ImportPlan } from "./plan-import";
import { readImportFile } from "./read-import-file";

/**
 * The dry run of an uploaded export: the file is kept under DATA_DIR/imports/<id>/, read and
 * matched against the site, and the report stored with the run (status "planned"), which the
 * editor reads before choosing "Import". A file that cannot be read at all is not kept, and the
 * error says why. Nothing else is written.
 */
export async function createImportRun(options: {
  actor: Actor;
  fileName: string;
  sourcePath: string;
  now?: Date;
}): Promise<{ run: ImportRun; plan: ImportPlan }> {
  assertRole(options.actor, "owner");
  const id = randomUUID();
  const relative = `${id}/upload${path
    .extname(options.fileName)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, "")
    .slice(0, 8)}`;
  const stored = importFilePath(relative);
  await mkdir(path.dirname(stored), { recursive: true });
  await copyFile(options.sourcePath, stored);
  let plan: ImportPlan;
  try {
    plan = await planImport(await readImportFile(stored));
  } catch (error) {
    await rm(path.dirname(stored), { recursive: true, force: true });
    throw error;
  }
  const db = await getDb();
  const [run] = await db
    .insert(importRuns)
    .values({
      id,
      format: plan.summary.format,
      fileName: options.fileName.slice(0, 200) || "upload",
      filePath: relative,
      status: "planned",
      report: plan as unknown as Record<string, unknown>,
      total: plan.summary.posts.published + plan.summary.posts.scheduled + plan.summary.posts.drafts + plan.summary.members.total,
      createdBy: options.actor.id,
      createdAt: options.now ?? new Date(),
    })
    .returning();
  return { run: run!, plan };
}
