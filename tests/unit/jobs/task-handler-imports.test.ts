import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Next's request-scoped APIs: they need a request (and Next's own module copy), which a task never has. */
const requestScoped = ["next/cache", "next/headers", "next/server", "next/navigation"];

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join("src", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.join(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && candidate.match(/\.(ts|tsx|mjs)$/)) return candidate;
  }
  return null;
}

/** Every module the task handlers load, and the request-scoped imports among them, with the path to each. */
function walk(entry: string): { files: number; offenders: string[] } {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  const offenders: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm)) {
      const specifier = match[1] ?? match[2]!;
      if (/^import\s+type\s/.test(match[0].trim())) continue;
      if (requestScoped.includes(specifier)) offenders.push(`${seen.get(file)!.join(" → ")} imports ${specifier}`);
      const next = resolve(file, specifier);
      if (next && !seen.has(next)) {
        seen.set(next, [...seen.get(file)!, next]);
        queue.push(next);
      }
    }
  }
  return { files: seen.size, offenders };
}

describe("task handlers", () => {
  it("load no module that uses Next's request-scoped APIs (revalidateTag, cookies(), headers()): tasks run outside any request", () => {
    const { files, offenders } = walk("src/server/jobs/task-handlers.ts");
    expect(files).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
