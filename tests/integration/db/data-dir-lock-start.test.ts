import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppServer, type AppServer } from "../../support/app-server";

/**
 * The embedded data folder is locked from the moment the server starts: a second
 * `npm start` on the same folder stops with a message while the first is idle (before any
 * request has opened the database), instead of serving and answering 500 later.
 */
let first: AppServer;

beforeAll(async () => {
  first = await startAppServer();
}, 200_000);

afterAll(async () => {
  await first?.stop();
});

describe("a second npm start on a data folder a running server owns", () => {
  it("stops at once, naming the folder and the process that owns it; the first keeps serving", async () => {
    const port = await freePort();
    const second = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"], {
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: first.dataDir, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    second.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    second.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        second.kill("SIGKILL");
        resolve(null);
      }, 60_000);
      second.once("exit", (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    expect(exitCode, output).toBe(1);
    expect(output).toContain(`The data folder ${first.dataDir} is in use by process`);
    expect((await fetch(`${first.url}/`)).status).toBe(200);
  }, 90_000);
});
