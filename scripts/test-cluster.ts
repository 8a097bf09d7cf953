import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { clusterPrerequisites, startCluster } from "../tests/support/cluster";
import { startClusterControl } from "../tests/support/cluster-control";

/**
 * `npm run test:cluster`: two `npm start` nodes of the built app behind HAProxy, on a
 * PostgreSQL and a Redis of their own and one S3-compatible store (tests/support/cluster.ts),
 * then the browser journey through the load balancer, PostgreSQL and Redis restarted under load
 * (through tests/support/cluster-control.ts) and a node killed under load (tests/cluster/).
 * Skipped, with the reason, on a machine without HAProxy, PostgreSQL's server programs or
 * redis-server, so that `npm test` still passes there.
 */
const missing = await clusterPrerequisites();
if (missing.length > 0) {
  console.log(`test:cluster skipped — this machine lacks: ${missing.join("; ")}.`);
  process.exit(0);
}
if (!existsSync(".next/BUILD_ID")) {
  console.log("No build: run `npx next build` first (npm test builds before this step).");
  process.exit(1);
}

const started = performance.now();
const cluster = await startCluster({ log: (line) => console.log(`[cluster] ${line}`) });
console.log(`[cluster] up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const control = await startClusterControl(cluster.services);
let code = 1;
try {
  const stateFile = `${cluster.mailFile}.state.json`;
  writeFileSync(
    stateFile,
    JSON.stringify({ url: cluster.url, nodes: cluster.nodes, databaseUrl: cluster.databaseUrl, controlUrl: control.url }),
  );
  const playwright = spawn("npx", ["playwright", "test", "-c", "playwright.cluster.config.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: {
      ...process.env,
      CLUSTER_STATE_FILE: stateFile,
      E2E_MAIL_FILE: cluster.mailFile,
      NEXT_TELEMETRY_DISABLED: "1",
      PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/cluster.json",
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => playwright.kill(signal));
  code = await new Promise<number>((resolve) => playwright.once("exit", (exit) => resolve(exit ?? 1)));
} finally {
  await control.close();
  await cluster.stop();
}
process.exit(code);
