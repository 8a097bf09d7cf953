import { readFileSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The two-node journey (tests/cluster/), run by `npm run test:cluster`, which starts the cluster
 * and names it in CLUSTER_STATE_FILE: the browser talks to the load balancer only.
 */
const stateFile = process.env.CLUSTER_STATE_FILE;
if (!stateFile) throw new Error("Run the cluster tests with `npm run test:cluster` (it starts the cluster first).");
const state = JSON.parse(readFileSync(stateFile, "utf8")) as { url: string };

export default defineConfig({
  ...base,
  testDir: "tests/cluster",
  timeout: 90_000,
  // One run: the journey spends the rate limit of its address and kills a node on the way.
  retries: 0,
  use: { ...base.use, baseURL: state.url },
  webServer: undefined,
});
