import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { importProblems, importRuns, type ImportRun } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import type { ImportPlan } from "./plan-import";

export type ImportRunView = Omit<ImportRun, "report" | "filePath"> & {
  report: ImportPlan;
  problems: { item: string; message: string }[];
  problemCount: number;
};

/** One import as the admin page and the HTTP API show it: its report, progress, outcome and (the first 500) problems. */
export async function getImportRun(options: { actor: Actor; runId: string }): Promise<ImportRunView> {
  assertRole(options.actor, "owner");
  const db = await getDb();
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, options.runId));
  if (!run) throw new AppError("not_found", "There is no such import.");
  const problems = await db
    .select({ item: importProblems.item, message: importProblems.message })
    .from(importProblems)
    .where(eq(importProblems.runId, run.id))
    .orderBy(asc(importProblems.createdAt))
    .limit(500);
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(importProblems)
    .where(eq(importProblems.runId, run.id));
  const { filePath: _filePath, report, ...rest } = run;
  return { ...rest, report: report as unknown as ImportPlan, problems, problemCount: Number(count?.count ?? 0) };
}
