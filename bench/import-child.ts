/** The importing process of bench:import: opens the database, reports its pid, imports the file, prints the times. */
import { performance } from "node:perf_hooks";
import path from "node:path";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { createImportRun } from "@/server/import/create-import-run";
import { runImport } from "@/server/import/run-import";
import { describeImportOutcome } from "@/server/import/describe-import-outcome";
import { withDatabase } from "../scripts/cli";

const file = process.argv[2]!;
await withDatabase(async () => {
  const db = await getDb();
  const [owner] = await db.insert(users).values({ email: "bench-owner@bench.example", handle: "bench-owner", role: "owner" }).returning();
  const actor = { id: owner!.id, role: "owner" as const };
  console.log(`ready ${process.pid}`);
  const started = performance.now();
  const { run } = await createImportRun({ actor, fileName: path.basename(file), sourcePath: file });
  const planned = performance.now();
  await runImport(run.id);
  const finished = performance.now();
  console.log(
    `Dry run: ${((planned - started) / 1000).toFixed(1)} s; import: ${((finished - planned) / 1000).toFixed(1)} s; total ${((finished - started) / 1000).toFixed(1)} s (target ≤ 300 s on PGlite)`,
  );
  console.log((await describeImportOutcome(run.id)).slice(0, 4).join("\n"));
});
