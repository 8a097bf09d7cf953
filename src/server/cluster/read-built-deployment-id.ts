import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The deployment id the build in .next was made with: "" when it had none, undefined when there
 * is no build (yet) to ask. Next.js serves the build's id, not the one in the environment.
 */
export function readBuiltDeploymentId(projectDir = process.cwd()): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(projectDir, ".next/required-server-files.json"), "utf8")) as {
      config?: { deploymentId?: string };
    };
    return manifest.config?.deploymentId ?? "";
  } catch {
    return undefined;
  }
}
