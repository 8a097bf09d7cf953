import { spawn, type ChildProcess } from "node:child_process";
import type autocannon from "autocannon";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:net";

const ticksPerSecond = 100; // USER_HZ on Linux

/** CPU time (user + system, ms) used so far by a process and the processes it started, from /proc. */
export function cpuMs(rootPid: number): number {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited
    }
  }
  return (ticks / ticksPerSecond) * 1000;
}

/** Resident memory (kB) of a process and the processes it started, from /proc. */
export function treeRssKb(rootPid: number): number {
  let total = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += Number(match?.[1] ?? 0);
    } catch {
      // exited
    }
  }
  return total;
}

function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process exited while we looked
    }
  }
  const all = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    all.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return all;
}

export async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      // Ready means a 2xx: a server that listens while it starts answers 503 until then, and load
      // sent meanwhile would measure its start (it did: an A/B counted 840 such 503s against one tree).
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within 120 s.`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log([line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n"));
}

/** CPU time (ms) used so far by the PostgreSQL backends connected to the database of `databaseUrl` (not our children). */
export async function postgresBackendCpuMs(databaseUrl: string): Promise<number> {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return rows.reduce((total, { pid }) => total + cpuMs(pid), 0);
  } finally {
    await admin.end();
  }
}

/** A bare node:http server in its own process answering every request with `body`: a ceiling to compare with. */
export async function serveBytes(
  body: string | Buffer,
  contentType: string,
  headers: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const file = path.join(mkdtempSync(path.join(tmpdir(), "groundwork-bytes-")), "body");
  writeFileSync(file, body);
  const script = `const body=require("fs").readFileSync(${JSON.stringify(file)});require("http").createServer((q,s)=>{q.resume();q.on("end",()=>{s.writeHead(200,{...${JSON.stringify(headers)},"content-type":${JSON.stringify(contentType)},"content-length":body.length});s.end(body)})}).listen(${port},"127.0.0.1")`;
  const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
  child.once("exit", () => rmSync(path.dirname(file), { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, child);
  return { url, child };
}

/** One autocannon run as the benches print it. */
export type Run = { label: string; reqPerSec: number; p50: number; p99: number; cpuMsPerRequest: number; problems: string };

/** An autocannon result as a Run; `cpu`: the CPU ms the measured processes spent during it. */
export function toRun(label: string, result: autocannon.Result, cpu: number): Run {
  const problems = [
    result.non2xx > 0 ? `${result.non2xx} non-2xx` : "",
    result.errors ? `${result.errors} errors` : "",
    result.timeouts ? `${result.timeouts} timeouts` : "",
  ].filter(Boolean);
  return {
    label,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: result.requests.total > 0 ? cpu / result.requests.total : 0,
    problems: problems.join(", ") || "all 2xx",
  };
}

/** The runs as a table: `label` heads the first column, `cpuLabel` the CPU one. */
export function printRuns(label: string, cpuLabel: string, runs: Run[]): void {
  printTable(
    [label, "req/s", "p50", "p99", cpuLabel, "responses"],
    runs.map((run) => [
      run.label,
      run.reqPerSec.toFixed(0),
      `${run.p50} ms`,
      `${run.p99} ms`,
      `${run.cpuMsPerRequest.toFixed(run.cpuMsPerRequest < 0.1 ? 3 : 2)} ms`,
      run.problems,
    ]),
  );
}

/** The middle value (the upper of the two middle ones for an even count); 0 for none. */
export function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
