import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Serves the built app for the browser tests on a fresh embedded database, so runs never
 * share state with each other or with a developer's ./data. Removed when the run ends.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-e2e-"));
const server = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", DEV_MAILBOX: "true", SITE_URL: `http://localhost:${process.env.PORT}` },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
