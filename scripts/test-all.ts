import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

/**
 * `npm test`: every gate in order — typecheck and lint (side by side: each uses one core), build
 * (the HTTP integration tests and the browser tests run against it), unit + integration tests,
 * browser tests — then one summary. A failed gate stops the run (later gates would only repeat
 * its failure).
 */
type Step = {
  name: string;
  command: string[];
  report?: string;
  counts?: () => { passed: number; failed: number; skipped: number };
  /** Runs beside the step before it; its output is printed when it ends, not interleaved. */
  besidePrevious?: boolean;
};

const vitestReport = "test-results/vitest.json";
const playwrightReport = "test-results/e2e.json";
const clusterReport = "test-results/cluster.json";
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
const playwrightCounts = (file: string) => () => {
  const { stats } = JSON.parse(readFileSync(file, "utf8")) as PlaywrightReport;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
};
rmSync("test-results", { recursive: true, force: true });

const steps: Step[] = [
  // Chromium (and Jing, HAProxy) from Debian's packages when missing (scripts/ensure-test-tools.ts).
  { name: "test tools", command: ["npx", "tsx", "scripts/ensure-test-tools.ts"] },
  { name: "typecheck", command: ["npx", "tsc", "--noEmit"] },
  { name: "lint", command: ["npm", "run", "--silent", "lint"], besidePrevious: true },
  { name: "build", command: ["npx", "next", "build"] },
  {
    name: "unit + integration (vitest)",
    command: ["npx", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    report: vitestReport,
    counts: () => {
      const report = JSON.parse(readFileSync(vitestReport, "utf8")) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
      };
      return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
    },
  },
  {
    name: "browser (playwright)",
    command: ["npx", "playwright", "test", "--reporter=list,json"],
    report: playwrightReport,
    counts: playwrightCounts(playwrightReport),
  },
  // Two nodes behind HAProxy (npm run test:cluster); it says so and passes when the machine
  // has no HAProxy, PostgreSQL or Redis.
  {
    name: "cluster (2 nodes + haproxy)",
    command: ["npx", "tsx", "--conditions=react-server", "scripts/test-cluster.ts", "--reporter=list,json"],
    report: clusterReport,
    counts: playwrightCounts(clusterReport),
  },
];

const results: { name: string; ok: boolean; seconds: number; summary: string }[] = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport };

/** Runs one step; alone it prints as it goes, beside another its output is printed once it ends. */
async function run(step: Step, alone: boolean): Promise<(typeof results)[number]> {
  if (alone) console.log(`\n━━ ${step.name} ━━`);
  const started = performance.now();
  const child = spawn(step.command[0]!, step.command.slice(1), { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once("close", (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  if (!alone) process.stdout.write(`\n━━ ${step.name} ━━\n${Buffer.concat(output).toString()}`);
  const ok = code === 0;
  let summary = ok ? "ok" : `failed (exit ${code ?? signal})`;
  if (step.counts && step.report && existsSync(step.report)) {
    const counts = step.counts();
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    summary += ` — ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
  }
  return { name: step.name, ok, seconds: (performance.now() - started) / 1000, summary };
}

const batches: Step[][] = [];
for (const step of steps) {
  if (step.besidePrevious && batches.length > 0) batches.at(-1)!.push(step);
  else batches.push([step]);
}
for (const batch of batches) {
  const batchResults = await Promise.all(batch.map((step) => run(step, batch.length === 1)));
  results.push(...batchResults);
  if (batchResults.some((result) => !result.ok)) break;
}

console.log("\n━━ summary ━━");
for (const result of results)
  console.log(`${result.ok ? "✔" : "✘"} ${result.name.padEnd(30)} ${result.seconds.toFixed(1).padStart(6)} s  ${result.summary}`);
for (const step of steps.slice(results.length)) console.log(`- ${step.name.padEnd(30)}          not run`);
const allOk = results.length === steps.length && results.every((result) => result.ok);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(allOk ? 0 : 1);
