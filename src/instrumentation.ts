import type { Instrumentation } from "next";

/**
 * Server error tracking, only when SENTRY_DSN is set: without it @sentry/nextjs is never
 * imported. NEXT_RUNTIME is Next's own marker of the runtime, not configuration.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/server/env");
  // `next start` run directly (not through `npm start`, which checks first): a cluster node
  // missing a shared setting stops here. Not in `next build`, which needs none of them.
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { assertClusterConfig } = await import("@/server/cluster/assert-cluster-config");
    assertClusterConfig(getEnv());
  }
  // First, before anything uses the database. This form (not an early return) keeps the
  // database code out of the edge bundle.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { claimEmbeddedDatabase } = await import("@/server/db/claim-embedded-database");
    await claimEmbeddedDatabase(getEnv().DATABASE_URL);
  }
  // 503 in place of the 500 of a page that meets a database outage; Sentry's origin in the CSP.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installResponseHeadHook } = await import("@/server/http/response-head-hook");
    installResponseHeadHook();
  }
  // The search protocol (/1/) answered before Next.js routes it, which cost most of a search's
  // server CPU (src/server/http/serve-search-request.ts). Only under `next start`: `next dev`
  // keeps serving /1/ through the route file, with hot reload (the same implementation).
  if (
    process.env.NEXT_RUNTIME === "nodejs" &&
    process.env.NODE_ENV === "production" &&
    process.env.NEXT_PHASE !== "phase-production-build"
  ) {
    const { installSearchFastPath } = await import("@/server/http/serve-search-request");
    installSearchFastPath();
  }
  // Background tasks run in every server process (never in `next build`, which has no database).
  // Until the typed server starts (and on SIGTERM stops) the runner itself, it starts here; a
  // process that exits without stopping it loses nothing: the leases of its tasks run out.
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { startTaskRunner } = await import("@/server/jobs/start-task-runner");
    startTaskRunner();
  }
  const dsn = getEnv().SENTRY_DSN;
  if (!dsn) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({ dsn, sendDefaultPii: false, tracesSampleRate: 0 });
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A page that failed because the database is down: from now on the proxy answers 503.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { markDatabaseUnavailable } = await import("@/server/db/outage-latch");
    markDatabaseUnavailable(args[0]);
  }
  const { getEnv } = await import("@/server/env");
  if (!getEnv().SENTRY_DSN) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
};
