import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./app-server";
import { postgresBinDir, startPostgresCluster } from "./postgres-cluster";
import { redisServerPath, startOwnRedis } from "./redis-server";
import { startS3Server } from "./s3-server";
import { startSmtpServer } from "./smtp";

export const haproxyPath = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";

export type ClusterNode = { name: string; port: number; pid: number };
export type Cluster = {
  /** The load balancer: round robin over every node that answers /readyz. */
  url: string;
  /** A second load balancer port that sends everything to the first node only (for benchmarks). */
  singleNodeUrl: string;
  nodes: ClusterNode[];
  databaseUrl: string;
  redisPrefix: string;
  /** Every mail the nodes sent, one JSON line each (the format tests/e2e/support/mail.ts reads). */
  mailFile: string;
  /** Kills a node at once (SIGKILL to its process group), as a crash would. */
  killNode: (name: string) => void;
  /** The cluster's own PostgreSQL and Redis, which a test may stop and start again (never the machine's shared ones). */
  services: { postgres: { stop: () => void; start: () => void }; redis: { stop: () => Promise<void>; start: () => Promise<void> } };
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  nodeCount?: number;
  /** Extra environment for every node (e.g. MAGIC_LINK_RATE_LIMIT). */
  env?: Record<string, string>;
  /** Fills the new database before the first node starts (which then adds no sample content). */
  prepare?: (databaseUrl: string) => Promise<void>;
  log?: (line: string) => void;
};

/**
 * N built app servers (`npm start`) behind HAProxy, as docs/deploy.md describes: a PostgreSQL
 * cluster and a Redis server of their own (started here on free ports, so a test may restart
 * them; never the machine's shared 5432/6379), one S3-compatible store (s3rver), an SMTP server
 * in this process. HAProxy balances round robin with no stickiness, health-checks /readyz every
 * 500 ms, retries a refused connection on the other node, and names the node that answered in
 * `X-Served-By`; a request with `X-Test-Node: app2` goes to that node while it is up (tests only).
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const workDir = mkdtempSync(path.join(tmpdir(), "groundwork-cluster-"));
  const mailFile = path.join(workDir, "mail.jsonl");
  writeFileSync(mailFile, "");
  const redisPrefix = `gw-cluster-${randomBytes(5).toString("hex")}`;
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(workDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    const database = await startPostgresCluster();
    cleanups.push(() => database.destroy());
    const redis = await startOwnRedis();
    cleanups.push(() => redis.destroy());
    const redisUrl = redis.url;
    await options.prepare?.(database.url);
    const s3 = await startS3Server();
    cleanups.push(() => s3.dispose());
    const smtp = await startSmtpServer({
      onMail: (mail) =>
        appendFileSync(
          mailFile,
          `${JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text, receivedAt: mail.receivedAt })}\n`,
        ),
    });
    cleanups.push(() => smtp.stop());

    const [lbPort, singlePort] = [await freePort(), await freePort()];
    const url = `http://localhost:${lbPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      AUTH_SECRET: randomBytes(33).toString("base64"),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      SITE_URL: url,
      TRUST_PROXY: "true",
      SMTP_URL: smtp.url,
      ...s3.env,
      ...options.env,
    };
    const nodes: (ClusterNode & { child: ChildProcess })[] = [];
    cleanups.push(() => Promise.all(nodes.map((node) => stopNode(node.child))).then(() => undefined));
    // One after the other: the first migrates and seeds the sample publication.
    for (let i = 1; i <= (options.nodeCount ?? 2); i++) {
      const name = `app${i}`;
      const port = await freePort();
      const dataDir = path.join(workDir, name);
      const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"], {
        env: { ...env, PORT: String(port), DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true, // its own process group: killNode takes `npm start` and its next server down together
      });
      const output: string[] = [];
      child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      nodes.push({ name, port, pid: child.pid!, child });
      await waitForStatus(`http://127.0.0.1:${port}/readyz`, 200, 150_000, () => {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output.join("")}`);
      });
      log(`${name} ready on port ${port}`);
    }

    const config = path.join(workDir, "haproxy.cfg");
    writeFileSync(config, haproxyConfig({ lbPort, singlePort, nodes }));
    const haproxy = spawn(haproxyPath, ["-f", config, "-db"], { stdio: ["ignore", "pipe", "pipe"] });
    const haproxyOutput: string[] = [];
    haproxy.stdout?.on("data", (chunk: Buffer) => haproxyOutput.push(chunk.toString()));
    haproxy.stderr?.on("data", (chunk: Buffer) => haproxyOutput.push(chunk.toString()));
    cleanups.push(() => stopNode(haproxy, false));
    // Ready when each node answers through the load balancer.
    for (const node of nodes) {
      await waitForStatus(
        `${url}/readyz`,
        200,
        20_000,
        () => {
          if (haproxy.exitCode !== null) throw new Error(`haproxy exited (${haproxy.exitCode}):\n${haproxyOutput.join("")}`);
        },
        { "x-test-node": node.name },
        node.name,
      );
    }
    log(`haproxy on ${url} (round robin over ${nodes.map((node) => node.name).join(", ")})`);

    return {
      url,
      singleNodeUrl: `http://localhost:${singlePort}`,
      nodes: nodes.map(({ name, port, pid }) => ({ name, port, pid })),
      databaseUrl: database.url,
      redisPrefix,
      mailFile,
      killNode: (name) => {
        const node = nodes.find((each) => each.name === name);
        if (node && node.child.exitCode === null) process.kill(-node.pid, "SIGKILL");
      },
      services: { postgres: { stop: database.stop, start: database.start }, redis: { stop: redis.stop, start: redis.start } },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `inter 500ms fall 2`: a dead node leaves the rotation within about a second. Until then,
 * `retry-on conn-failure` + `option redispatch` send a request whose connection was refused to
 * the other node; only GET and HEAD are retried (a POST may have been acted on).
 */
function haproxyConfig(input: { lbPort: number; singlePort: number; nodes: ClusterNode[] }): string {
  const servers = input.nodes.map((node) => `    server ${node.name} 127.0.0.1:${node.port} check`).join("\n");
  const pins = input.nodes.map((node) => `    use-server ${node.name} if { req.hdr(x-test-node) -m str ${node.name} }`).join("\n");
  const first = input.nodes[0]!;
  return `global
    maxconn 4096

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    # A node saturated by requests answers /readyz late, not never: give the check time, or
    # every node is taken out exactly when the load is highest (measured: 503s at 50 connections).
    timeout check 3s
    option forwardfor
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response response-timeout

frontend public
    bind 127.0.0.1:${input.lbPort}
    default_backend nodes

frontend single
    bind 127.0.0.1:${input.singlePort}
    # The nodes answer for SITE_URL's host (the main port) only.
    http-request set-header Host localhost:${input.lbPort}
    default_backend first_node

backend nodes
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
    http-request disable-l7-retry unless METH_GET || METH_HEAD
${pins}
    http-response set-header X-Served-By %s
${servers}

backend first_node
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 500ms fall 2 rise 2
    http-response set-header X-Served-By %s
    server ${first.name} 127.0.0.1:${first.port} check
`;
}

async function waitForStatus(
  url: string,
  status: number,
  timeoutMs: number,
  check: () => void,
  headers: Record<string, string> = {},
  servedBy?: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    check();
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status === status && (!servedBy || response.headers.get("x-served-by") === servedBy)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer ${status}${servedBy ? ` from ${servedBy}` : ""} within ${timeoutMs / 1000} s`);
}

function stopNode(child: ChildProcess, isGroup = true): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const signal = (name: NodeJS.Signals) => {
    try {
      if (isGroup) process.kill(-child.pid!, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    signal("SIGTERM");
    setTimeout(() => signal("SIGKILL"), 5_000).unref();
  });
}

/** Whether this machine can run the cluster: HAProxy, PostgreSQL's server programs and redis-server. */
export async function clusterPrerequisites(): Promise<string[]> {
  const missing: string[] = [];
  if (!existsSync(haproxyPath)) missing.push(`HAProxy (${haproxyPath}; on Debian: apt-get install haproxy)`);
  if (!existsSync(path.join(postgresBinDir, "initdb"))) missing.push(`PostgreSQL's server programs (${postgresBinDir}; POSTGRES_BIN_DIR)`);
  if (!existsSync(redisServerPath)) missing.push(`redis-server (${redisServerPath}; REDIS_SERVER_PATH)`);
  return missing;
}
