import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const schema = path.resolve("tests/support/schemas/atom.rnc");

/**
 * Jing (Debian's `jing`, which .ci/run installs) is a RELAX NG validator; the schema is
 * RFC 4287's own grammar (Appendix B). On a machine without it the feed test is skipped,
 * except in CI, where it must run.
 */
export const hasAtomValidator = spawnSync("jing", [], { stdio: "ignore" }).error === undefined;

/** The validator's complaints about `xml` against RFC 4287's schema; [] when it is valid. */
export function validateAtom(xml: string): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "groundwork-atom-"));
  try {
    const file = path.join(folder, "feed.xml");
    writeFileSync(file, xml);
    const result = spawnSync("jing", ["-c", schema, file], { encoding: "utf8" });
    if (result.error) throw result.error;
    const errors = `${result.stdout}`.split("\n").filter((line) => line.includes(": error:"));
    if (result.status !== 0 && errors.length === 0) return [`jing exited with ${result.status}: ${result.stdout}${result.stderr}`];
    return errors.map((line) => line.replace(`${file}:`, ""));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
