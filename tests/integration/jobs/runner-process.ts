import { spawn, type ChildProcess } from "node:child_process";

export type RunnerProcess = {
  child: ChildProcess;
  output: string[];
  /** Task ids whose mail.deliver run started, and ended, in this process (in order). */
  started: () => number[];
  ended: () => number[];
  exited: Promise<void>;
};

/** Starts tests/integration/jobs/task-runner-child.ts with `env` and collects what it prints. */
export async function startRunnerProcess(env: Record<string, string>): Promise<RunnerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "tests/integration/jobs/task-runner-child.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ids = (word: string) => [...output.join("").matchAll(new RegExp(`^${word} (\\d+)$`, "gm"))].map((match) => Number(match[1]));
  const deadline = Date.now() + 60_000;
  while (!output.join("").includes("runner started")) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The runner did not start:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output, started: () => ids("start"), ended: () => ids("end"), exited };
}
