import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3100 + Math.floor(Math.random() * 800));
process.env.E2E_PORT = String(port);
// Mail the e2e server's SMTP server received (see tests/support/e2e-server.ts).
process.env.E2E_MAIL_FILE ??= path.join(tmpdir(), `groundwork-e2e-mail-${port}.jsonl`);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A fresh data folder for every run: the built app, migrated and seeded, on a free port.
    command: "tsx --conditions=react-server tests/support/e2e-server.ts",
    url: `${baseURL}/`,
    env: { PORT: String(port), NEXT_TELEMETRY_DISABLED: "1", E2E_MAIL_FILE: process.env.E2E_MAIL_FILE },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
