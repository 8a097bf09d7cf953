import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../../support/app-server";

/**
 * `next start` run directly (not through `npm start`, whose check has a unit test): with CLUSTER=true
 * and the shared settings missing, the built server stops with exit code 1 and names them.
 */
describe("next start with CLUSTER=true", () => {
  it("exits 1 naming every missing shared setting", async () => {
    if (!existsSync(".next/BUILD_ID")) throw new Error("No build: run `npx next build` before the HTTP integration tests.");
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-cluster-"));
    try {
      const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
        env: { PATH: process.env.PATH, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", CLUSTER: "true", DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      clearTimeout(timer);
      expect(code).toBe(1);
      expect(output).toContain("Cannot start in cluster mode (CLUSTER=true)");
      for (const name of [
        "AUTH_SECRET",
        "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY",
        "NEXT_DEPLOYMENT_ID",
        "SITE_URL",
        "TRUST_PROXY",
        "DATABASE_URL",
        "REDIS_URL",
        "S3_BUCKET",
      ]) {
        expect(output).toContain(`${name}: `);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
