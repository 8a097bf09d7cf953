import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const ticksPerSecond = 100; // USER_HZ on Linux

/**
 * CPU time (ms) a process has used so far, split into its main thread (HTTP, React, the
 * drizzle side of queries), V8's platform threads (its optimizing compilers and concurrent GC)
 * and the rest: the PGlite worker (embedded database) and libuv's pool, from /proc/<pid>/task.
 * V8 starts its platform threads before any JavaScript runs, so they keep the executable's
 * name (`node`); threads started later take the name the process has by then (`next start`
 * renames itself to `next-server (…)` first). In a process that never renames itself, the rest
 * counts as V8's.
 */
export function threadCpuMs(pid: number): { main: number; v8: number; others: number } {
  const split = { main: 0, v8: 0, others: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ms = ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
      if (Number(tid) === pid) split.main += ms;
      else if (name === "node") split.v8 += ms;
      else split.others += ms;
    } catch {
      // the thread ended while we looked
    }
  }
  return split;
}

/** Node options that let `describeMemory` ask the server for its JavaScript heap figures (a diagnostic report on SIGUSR2). */
export function memoryReportOptions(directory: string): string[] {
  return ["--report-on-signal", "--report-signal=SIGUSR2", `--report-directory=${directory}`];
}

/**
 * What a process's resident memory is made of, in MB: anonymous memory (the V8 heap, malloc,
 * the PGlite wasm heap) vs file-backed pages (node's binary, mapped libraries), from
 * /proc/<pid>/smaps_rollup; and the V8 heap of its main thread (committed vs used, and its limit), from a
 * diagnostic report the server writes on SIGUSR2 when started with memoryReportOptions.
 */
export async function describeMemory(pid: number, reportDirectory?: string): Promise<string> {
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(rollup)?.[1] ?? 0);
  const parts = [`anonymous ${mb(field("Anonymous"))}`, `file-backed ${mb(field("Rss") - field("Anonymous"))}`];
  const heap = reportDirectory ? await readHeapReport(pid, reportDirectory) : undefined;
  if (heap) parts.push(`main-thread V8 heap ${mb(heap.committedKb)} committed, ${mb(heap.usedKb)} in use (limit ${mb(heap.limitKb)})`);
  return parts.join("; ");
}

async function readHeapReport(
  pid: number,
  directory: string,
): Promise<{ committedKb: number; usedKb: number; limitKb: number } | undefined> {
  const before = new Set(existsSync(directory) ? readdirSync(directory) : []);
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 5_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const file = (existsSync(directory) ? readdirSync(directory) : []).find((name) => !before.has(name) && name.endsWith(".json"));
    if (!file) continue;
    try {
      const report = JSON.parse(readFileSync(path.join(directory, file), "utf8")) as {
        javascriptHeap: { totalCommittedMemory: number; usedMemory: number; memoryLimit: number };
      };
      rmSync(path.join(directory, file), { force: true });
      const heap = report.javascriptHeap;
      return { committedKb: heap.totalCommittedMemory / 1024, usedKb: heap.usedMemory / 1024, limitKb: heap.memoryLimit / 1024 };
    } catch {
      // still being written
    }
  }
  return undefined;
}
