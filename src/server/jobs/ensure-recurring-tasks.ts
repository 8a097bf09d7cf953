import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import { tasks } from "@/server/db/schema";
import type { TaskHandler } from "./task-handler";

/**
 * Recurring work is one pending task per kind (its dedupe key is the kind) that reschedules
 * itself after each run. Made here when missing (first start, or an editor deleted it); an
 * existing one keeps its time. Several nodes starting at once make one between them.
 */
export async function ensureRecurringTasks(db: Database, handlers: TaskHandler[]): Promise<void> {
  const recurring = handlers.filter((handler) => handler.isRecurring);
  if (recurring.length === 0) return;
  await db
    .insert(tasks)
    .values(recurring.map((handler) => ({ kind: handler.kind, payload: {}, dedupeKey: handler.kind })))
    .onConflictDoNothing({ target: tasks.dedupeKey, where: sql`${tasks.status} = 'pending'` });
}
