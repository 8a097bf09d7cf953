import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverHeapLimitMb, serverNodeOptions } from "../../../scripts/server-node-options.mjs";

/** The heap limit (MB) of a node process started with these NODE_OPTIONS, as V8 reports it. */
function heapLimitMb(nodeOptions: string): number {
  const script = "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))";
  const output = execFileSync(process.execPath, ["-e", script], { env: { ...process.env, NODE_OPTIONS: nodeOptions } });
  return Number(output.toString()) / 1024 / 1024;
}

describe("the server's heap settings", () => {
  it("give the server an old generation of 512 MB (plus its young generation), whatever the machine's memory", () => {
    const limit = heapLimitMb(serverNodeOptions());
    expect(limit).toBeGreaterThanOrEqual(serverHeapLimitMb);
    expect(limit).toBeLessThan(serverHeapLimitMb + 100);
  });

  it("let an operator's own NODE_OPTIONS choose another limit", () => {
    expect(heapLimitMb(serverNodeOptions("--max-old-space-size=1536"))).toBeGreaterThanOrEqual(1536);
    expect(serverNodeOptions("--enable-source-maps")).toContain("--enable-source-maps");
  });

  it("are the same for `npm start` and `npm run serve`", () => {
    const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(packageJson.scripts.serve).toContain(`NODE_OPTIONS="${serverNodeOptions("$NODE_OPTIONS")}"`);
    expect(readFileSync("scripts/start.ts", "utf8")).toContain("NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS)");
  });
});
