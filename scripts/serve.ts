import { existsSync } from "node:fs";
import { assertClusterConfig } from "@/server/cluster/assert-cluster-config";
import { taskRunnerService } from "@/server/node-server/task-runner-service";
import { clickCounterService } from "@/server/node-server/click-counter-service";
import { startNodeServer } from "@/server/node-server/start-node-server";
import { fail, loadEnvOrExit } from "./cli";

/**
 * The server process: `npm run serve` (the build as it is), `npm run dev` (`--dev`: Next.js's
 * development server), and what `npm start` runs after building, migrating and seeding.
 * Run under tsx with `--conditions=react-server`, like every script that imports app modules.
 */
const dev = process.argv.includes("--dev");
const expectedNodeEnv = dev ? "development" : "production";
if ((process.env.NODE_ENV ?? expectedNodeEnv) !== expectedNodeEnv) {
  fail(`NODE_ENV is "${process.env.NODE_ENV}"; ${dev ? "`npm run dev`" : "the built server"} runs with NODE_ENV=${expectedNodeEnv}.`);
}
(process.env as Record<string, string>).NODE_ENV = expectedNodeEnv;
// Nothing leaves the machine, however the server is started (README).
process.env.NEXT_TELEMETRY_DISABLED = "1";
const env = loadEnvOrExit();
if (!dev) {
  assertClusterConfig(env);
  if (!existsSync(".next/BUILD_ID")) fail("No build found: run `npm run build` first, or `npm start`, which builds once.");
}
await startNodeServer({ dev, port: env.PORT, services: [taskRunnerService, clickCounterService] });
