import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkedNextVersion } from "@/server/http/next-internals";

describe("what the server relies on in Next.js", () => {
  it("was checked against the installed Next.js (else re-check src/server/http/next-internals.ts)", () => {
    const { version } = JSON.parse(readFileSync("node_modules/next/package.json", "utf8")) as { version: string };
    expect(version, "Next.js changed: re-check every point in src/server/http/next-internals.ts, then update checkedNextVersion").toBe(
      checkedNextVersion,
    );
  });
});
