import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { tasks } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { isTaskKind, taskKinds } from "./task-kinds";

export type TaskKindCounts = { kind: string; label: string; waiting: number; running: number; retrying: number; dead: number };
export type DeadTask = { id: number; kind: string; label: string; payload: string; attempts: number; lastError: string; diedAt: string };
export type TaskOverview = { kinds: TaskKindCounts[]; dead: DeadTask[]; deadTotal: number };

const labelOf = (kind: string) => (isTaskKind(kind) ? taskKinds[kind].label : kind);

/** Shown at most; the rest wait their turn (the page says how many there are). */
const deadShown = 100;

/**
 * The editors' view of background work (/admin/tasks): per kind, how many tasks wait, run,
 * are retrying after a failure, or are dead; and the dead ones, newest first, with what they
 * were for and why they failed, to retry or discard.
 */
export async function listTaskOverview(actor: Actor): Promise<TaskOverview> {
  assertRole(actor, "editor");
  const db = await getDb();
  // Running: under a lease that has not ended. Retrying: failed before, not running now. Waiting: the rest
  // (a lease that ended with its runner is waiting again: any runner may take it).
  const isRunning = sql`${tasks.leaseToken} IS NOT NULL AND ${tasks.runAt} > now()`;
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) FILTER (WHERE ${tasks.status} = 'pending' AND ${condition})`.mapWith(Number);
  const counts = await db
    .select({
      kind: tasks.kind,
      waiting: counted(sql`NOT (${isRunning}) AND ${tasks.lastError} IS NULL`),
      running: counted(isRunning),
      retrying: counted(sql`NOT (${isRunning}) AND ${tasks.lastError} IS NOT NULL`),
      dead: sql<number>`count(*) FILTER (WHERE ${tasks.status} = 'dead')`.mapWith(Number),
    })
    .from(tasks)
    .groupBy(tasks.kind)
    .orderBy(tasks.kind);
  const dead = await db
    .select()
    .from(tasks)
    .where(eq(tasks.status, "dead"))
    .orderBy(desc(tasks.updatedAt), desc(tasks.id))
    .limit(deadShown);
  return {
    kinds: counts.map((row) => ({ ...row, label: labelOf(row.kind) })),
    dead: dead.map((task) => ({
      id: task.id,
      kind: task.kind,
      label: labelOf(task.kind),
      payload: JSON.stringify(task.payload),
      attempts: task.attempts,
      lastError: task.lastError ?? "",
      diedAt: task.updatedAt.toISOString(),
    })),
    deadTotal: counts.reduce((total, row) => total + row.dead, 0),
  };
}
