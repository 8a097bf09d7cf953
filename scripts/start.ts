import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { assertClusterConfig } from "@/server/cluster/assert-cluster-config";
import { refreshPlannerStatistics } from "@/server/db/refresh-planner-statistics";
import { seedIfEmpty } from "@/server/seed";
import { describeSitePortMismatch } from "@/server/site-origin";
import { repairSearchIndexOnce } from "@/server/search/repair-search-index-once";
import { getUploadStorage } from "@/server/uploads/get-upload-storage";
import { fail, loadEnvOrExit, withDatabase } from "./cli";
import { serverNodeOptions, serverProcessArguments } from "./server-node-options.mjs";

/**
 * `npm start`: validate config, build once if there is no build, migrate, seed sample
 * content into an empty database, then serve. The database is closed before the server
 * starts so that the server is the only owner of the embedded data folder.
 */
const env = loadEnvOrExit();
assertClusterConfig(env);
const port = String(env.PORT);
const nextBin = "node_modules/next/dist/bin/next";
// Nothing leaves the machine: Next.js telemetry is off for the build and the server.
const childEnv = { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: "1" };

const siteWarning = describeSitePortMismatch(env);
if (siteWarning) console.warn(`Warning: ${siteWarning}`);

console.log(`Uploads: ${getUploadStorage().description}.`);

if (!existsSync(".next/BUILD_ID")) {
  console.log("No build found: running `next build` once (a few minutes on a small machine)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: { ...childEnv, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await withDatabase(async ({ db, driver }) => {
  const seeded = await seedIfEmpty(db);
  if (driver === "pglite") await refreshPlannerStatistics(db);
  console.log(`Database ready (${driver}${driver === "pglite" ? `, ${env.DATA_DIR}` : ""})${seeded ? ", sample content added" : ""}.`);
  // Whatever a crash or a failed sync left out of the search index (cheap when nothing is).
  const repair = await repairSearchIndexOnce(db);
  if (!repair) console.log("Search index: another node is repairing it.");
  else if (repair.missing + repair.stale + repair.removed > 0) {
    console.log(
      `Search index repaired: ${repair.missing} missing, ${repair.stale} stale, ${repair.removed} no longer public${repair.rebuilt ? " (rebuilt)" : ""}.`,
    );
  }
}).catch((error: unknown) => fail(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`));

// The server (scripts/serve.ts) in a process of its own, so that the heap settings apply to it
// and keep its memory near what it holds live (scripts/server-node-options.mjs).
const server = spawn(process.execPath, [...serverProcessArguments, "scripts/serve.ts"], {
  stdio: "inherit",
  env: { ...childEnv, NODE_ENV: "production", NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS) },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
