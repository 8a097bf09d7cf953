import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppServer, type AppServer } from "../../support/app-server";
import { createTestHost, whyNoTestHost, type TestHost } from "../../support/test-host";

/**
 * Every way the README and docs/deploy.md start the built app either runs the project's server
 * or refuses, and the server takes "who is asking" from the socket only: forged headers from
 * another host (a network namespace of the test's own) and from loopback never reach the dev
 * mailbox, which shows every account's sign-in links.
 */
const forgeries: Record<string, string>[] = [
  { "x-groundwork-socket-ip": "127.0.0.1", "x-groundwork-forwarded": "0" },
  { "x-groundwork-client": "guessed-token 0 127.0.0.1" },
  { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1" },
  { forwarded: "for=127.0.0.1" },
  {},
];

/** Runs a start command to its end (or 60 s), with its output. */
async function runToExit(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-start-"));
  try {
    const child = spawn(process.execPath, args, {
      env: { PATH: process.env.PATH, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    clearTimeout(timer);
    return { code, output };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("starting the built app another way", () => {
  it("`next start` refuses, naming the command to use", async () => {
    const port = await freePort();
    const { code, output } = await runToExit(["node_modules/next/dist/bin/next", "start", "-p", String(port)], {});
    expect(code).toBe(1);
    expect(output).toContain("Groundwork runs through its own server: start it with `npm start`");
  }, 90_000);

  it("`npm run serve` with CLUSTER=true and shared settings missing exits 1, naming each", async () => {
    const { code, output } = await runToExit(["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/serve.ts"], {
      CLUSTER: "true",
      PORT: String(await freePort()),
    });
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
  }, 90_000);
});

describe("`npm start`: the dev mailbox answers this machine only", () => {
  let app: AppServer;
  let host: TestHost | undefined;
  const noHost = whyNoTestHost();

  beforeAll(async () => {
    app = await startAppServer({ SITE_URL: undefined, SMTP_URL: undefined });
    if (!noHost) host = await createTestHost();
  }, 200_000);

  afterAll(async () => {
    host?.remove();
    await app?.stop();
  });

  it("answers a browser on this machine, and no loopback request that says it was forwarded or names another host", async () => {
    const local = `http://127.0.0.1:${app.port}`;
    expect((await fetch(`${local}/api/dev/mailbox`)).status).toBe(200);
    for (const forged of forgeries.slice(0, 4)) {
      const forwarded = "x-forwarded-for" in forged || "forwarded" in forged;
      for (const pathname of ["/dev/mailbox", "/api/dev/mailbox"]) {
        const response = await fetch(`${local}${pathname}`, { headers: forged });
        // Our own internal headers sent by a client change nothing; a forwarding header makes it not local.
        expect(response.status, `${pathname} ${JSON.stringify(forged)}`).toBe(forwarded ? 404 : 200);
      }
    }
  });

  it.skipIf(noHost)(
    `never answers another host, whatever it forges (${noHost ?? "ip netns"})`,
    async () => {
      const base = `http://${host!.serverAddress}:${app.port}`;
      // The same server answers that host otherwise: the 404s below are the mailbox's own.
      expect((await host!.get(`${base}/robots.txt`, {})).status).toBe(200);
      for (const hostHeader of [`localhost:${app.port}`, `127.0.0.1:${app.port}`, `[::1]:${app.port}`]) {
        for (const forged of forgeries) {
          for (const pathname of ["/dev/mailbox", "/api/dev/mailbox"]) {
            const answer = await host!.get(`${base}${pathname}`, { host: hostHeader, ...forged });
            expect(answer.status, `${pathname} Host: ${hostHeader} ${JSON.stringify(forged)}`).toBe(404);
            expect(answer.body).not.toContain("signin/confirm");
          }
        }
      }
    },
    60_000,
  );
});
