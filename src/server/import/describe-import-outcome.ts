import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { importProblems, importRuns } from "@/server/db/schema";

/** A finished run as lines of text: its status, counts, and each problem with its item. */
export async function describeImportOutcome(runId: string): Promise<string[]> {
  const db = await getDb();
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run) return [`No import ${runId}.`];
  const problems = await db.select().from(importProblems).where(eq(importProblems.runId, runId)).orderBy(asc(importProblems.createdAt));
  const counts = Object.entries(run.outcome).map(([outcome, count]) => `${count} ${outcome}`);
  return [
    `Import ${run.status}${run.error ? `: ${run.error}` : ""}. ${counts.join(", ") || "Nothing to do."}`,
    ...problems.map((problem) => `  ${problem.item}: ${problem.message}`),
  ];
}
