import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { importProblems, importRuns, importSources } from "@/server/db/schema";
import type { ImportPlatform } from "../types";

/**
 * A run's counts, problems and progress, written as it goes: the progress bar reads `done`
 * from the run's row (at most one write a second, and at the end), so it survives a reload
 * and shows where a restarted run took up again.
 */
export class RunTally {
  private lastWrite = 0;
  readonly outcome: Record<string, number> = {};

  constructor(
    private readonly runId: string,
    private readonly platform: ImportPlatform,
    private done: number,
  ) {}

  count(outcome: string, by = 1): void {
    if (by !== 0) this.outcome[outcome] = (this.outcome[outcome] ?? 0) + by;
  }

  /** Whether an item is already here: "created" by this run (before a restart), "unchanged" by an earlier one, or null. */
  async seen(kind: string, sourceId: string): Promise<"created" | "unchanged" | null> {
    const db = await getDb();
    const [row] = await db
      .select({ runId: importSources.runId })
      .from(importSources)
      .where(and(eq(importSources.platform, this.platform), eq(importSources.kind, kind), eq(importSources.sourceId, sourceId)));
    return row ? (row.runId === this.runId ? "created" : "unchanged") : null;
  }

  async problem(item: string, message: string): Promise<void> {
    const db = await getDb();
    await db.insert(importProblems).values({ runId: this.runId, item: item.slice(0, 300), message: message.slice(0, 1000) });
  }

  async advance(by: number, force = false): Promise<void> {
    this.done += by;
    if (!force && Date.now() - this.lastWrite < 1000) return;
    this.lastWrite = Date.now();
    const db = await getDb();
    await db.update(importRuns).set({ done: this.done, outcome: this.outcome }).where(eq(importRuns.id, this.runId));
  }
}
