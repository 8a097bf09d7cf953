import "server-only";
import type { DependencyReport } from "@/server/health/check-dependencies";
import type { HttpAnswer } from "./http-answer";

/**
 * Where the server is in its life: `starting` until Next.js has prepared and the background
 * services run, `serving`, then `draining` from SIGTERM until it exits.
 */
export type ServerPhase = "starting" | "serving" | "draining";

/**
 * `GET /readyz`, answered by the server itself (before Next.js): 200 only while serving, 503
 * while starting or draining, so a load balancer sends new traffic elsewhere exactly then. The
 * shared dependencies (PostgreSQL, Redis) are reported for monitoring and never make it 503:
 * they are the same for every node, so one down would take every node out of rotation at once
 * while the nodes themselves could still serve pages (docs/deploy.md, "Health checks", has the
 * measurement). What needs a dependency answers its own 503 meanwhile. The report is the latest
 * background check's (dependency-monitor.ts): answering never waits on a dependency.
 */
export async function answerReadiness(phase: ServerPhase, checkDependencies: () => Promise<DependencyReport>): Promise<HttpAnswer> {
  const headers = { "content-type": "application/json", "cache-control": "no-store" };
  if (phase !== "serving") return { status: 503, headers, body: JSON.stringify({ status: phase }) };
  const dependencies = await checkDependencies();
  return { status: 200, headers, body: JSON.stringify({ status: "ready", dependencies }) };
}
