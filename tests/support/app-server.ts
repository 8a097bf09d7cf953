import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type AppServer = {
  url: string;
  port: number;
  /** The pid of `npm start` (the server runs as its child). */
  pid: number;
  dataDir: string;
  output: string[];
  /** Sends a signal to `npm start` and the server under it (its process group), as a terminal or an orchestrator would. */
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code once `npm start` has exited. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/**
 * Starts the built app (`next build` must have run: `npm test` builds before the
 * integration tests) on a free port with a fresh embedded database — migrated and seeded
 * with the sample content — for tests that speak HTTP to the real server.
 * `env` overrides configuration, e.g. `{ SMTP_URL, AUTH_BASE_PATH }`; a key set to
 * undefined is left unset (`{ SITE_URL: undefined }`: the origin follows PORT).
 */
export async function startAppServer(env: Record<string, string | undefined> = {}): Promise<AppServer> {
  if (!existsSync(".next/BUILD_ID")) throw new Error("No build: run `npx next build` before the HTTP integration tests.");
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-it-"));
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: url,
    ...env,
  };
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"], {
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: `npm start` runs the Next.js server as a child of its own, and a stop
    // must take both down (a server that hangs on SIGTERM, say with its database stopped, would
    // otherwise outlive the SIGKILL of its parent and keep its port).
    detached: true,
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await waitUntilReady(url, child, output);
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    output,
    signal: (signal) => signalGroup(child, signal),
    exited,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server exited (${child.exitCode}):\n${output.join("")}`);
    try {
      // The server's own readiness: 200 once Next.js has prepared (503 before).
      const response = await fetch(`${url}/readyz`);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopProcess(child);
  throw new Error(`The app server did not answer within 150 s:\n${output.join("")}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    signalGroup(child, "SIGTERM");
    setTimeout(() => signalGroup(child, "SIGKILL"), 5_000).unref();
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group is gone already
  }
}

/**
 * A port no one listens on: any the system gives, or with TEST_PORTS=first-last (a machine where
 * several people run tests, each in a range of their own) one from that range, from a random start.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? "");
  if (!range) return listenOnce(0);
  const [first, last] = [Number(range[1]), Number(range[2])];
  const start = Math.floor(Math.random() * (last - first + 1));
  for (let offset = 0; offset <= last - first; offset++) {
    const port = first + ((start + offset) % (last - first + 1));
    const isFree = await listenOnce(port).then(
      () => true,
      () => false,
    );
    if (isFree) return port;
  }
  throw new Error(`No free port in TEST_PORTS=${process.env.TEST_PORTS}`);
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
