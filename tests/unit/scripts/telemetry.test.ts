import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The README promises nothing leaves the machine: every way this project runs Next.js turns its telemetry off. */
describe("Next.js telemetry", () => {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

  it("is off in every npm script that runs next or the server directly, and in the server itself", () => {
    const runningNext = Object.entries(scripts).filter(([, command]) => /\bnext (dev|build|start)\b|scripts\/serve\.ts/.test(command));
    expect(runningNext.map(([name]) => name).sort()).toEqual(["build", "dev", "serve"]);
    for (const [, command] of runningNext) expect(command).toMatch(/^NEXT_TELEMETRY_DISABLED=1 /);
    expect(readFileSync("scripts/serve.ts", "utf8")).toContain('process.env.NEXT_TELEMETRY_DISABLED = "1";');
  });

  it("is off for the build and the server `npm start` runs", () => {
    const start = readFileSync("scripts/start.ts", "utf8");
    expect(start).toMatch(/const childEnv = \{[^}]*NEXT_TELEMETRY_DISABLED: "1"/);
    expect(start.match(/env: (\{ \.\.\.)?childEnv/g)).toHaveLength(2);
  });
});
