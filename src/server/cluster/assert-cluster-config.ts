import type { Env } from "@/server/env";
import { findClusterConfigProblems } from "./find-cluster-config-problems";
import { readBuiltDeploymentId } from "./read-built-deployment-id";

/** At start, with CLUSTER=true: print what is missing and stop (exit code 1) instead of serving. */
export function assertClusterConfig(env: Env, source: Record<string, string | undefined> = process.env): void {
  if (!env.CLUSTER) return;
  const problems = findClusterConfigProblems(env, source, readBuiltDeploymentId());
  if (problems.length === 0) return;
  console.error(
    `Cannot start in cluster mode (CLUSTER=true): every node needs these settings, the same on each:\n${problems
      .map((problem) => `  - ${problem}`)
      .join("\n")}\nSee docs/deploy.md.`,
  );
  process.exit(1);
}
