import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { userInfo } from "node:os";

/**
 * The first step of `npm test`: the programs the tests drive that npm does not install, brought
 * from Debian's packages when missing (as root, with apt-get; nothing from anywhere else):
 * Chromium for the browser tests (required), Jing for the feed test and HAProxy for
 * `test:cluster` (those say they are skipped without them, except Jing in CI).
 * `CHROMIUM_PATH` names another Chromium and skips the install.
 */
type Tool = { name: string; found: () => boolean; debianPackage: string; required: boolean; forWhat: string };

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const tools: Tool[] = [
  { name: "Chromium", found: () => existsSync(chromiumPath), debianPackage: "chromium", required: true, forWhat: "the browser tests" },
  { name: "Jing", found: () => onPath("jing"), debianPackage: "jing", required: Boolean(process.env.CI), forWhat: "the Atom feed test" },
  { name: "HAProxy", found: () => existsSync("/usr/sbin/haproxy"), debianPackage: "haproxy", required: false, forWhat: "test:cluster" },
];

export function ensureTestTools(): { ok: boolean; missing: string[] } {
  const missing = tools.filter((tool) => !tool.found());
  if (missing.length === 0) return { ok: true, missing: [] };
  const canInstall =
    userInfo().uid === 0 && onPath("apt-get") && !(process.env.CHROMIUM_PATH && missing.some((tool) => tool.debianPackage === "chromium"));
  if (canInstall) {
    console.log(
      `Installing Debian's ${missing.map((tool) => tool.debianPackage).join(", ")} (${missing.map((tool) => tool.forWhat).join(", ")})…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", ...missing.map((tool) => tool.debianPackage)], {
      stdio: ["ignore", "ignore", "inherit"],
      env,
    });
  }
  const stillMissing = missing.filter((tool) => !tool.found());
  for (const tool of stillMissing) {
    const how = `apt-get install ${tool.debianPackage}${tool.debianPackage === "chromium" ? ", or set CHROMIUM_PATH" : ""}`;
    console.log(
      `${tool.required ? "Missing" : "Not installed"}: ${tool.name}, for ${tool.forWhat} (${how})${tool.required ? "" : "; those tests say they are skipped"}.`,
    );
  }
  return { ok: stillMissing.every((tool) => !tool.required), missing: stillMissing.map((tool) => tool.name) };
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureTestTools().ok ? 0 : 1);
