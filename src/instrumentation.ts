import type { Instrumentation } from "next";

/**
 * Next.js calls this once as it prepares. Two jobs:
 *
 * - Refuse to serve unless the project's server started Next.js (src/server/node-server/): a
 *   plain `next start` or `next dev` would skip what it does before Next.js sees a request (the
 *   client's address from the socket, response encoding, the outage head), and the dev mailbox
 *   and rate limits would believe whatever a client sent. Not during `next build`.
 * - Server error tracking, only when SENTRY_DSN is set: without it @sentry/nextjs is never imported.
 *
 * NEXT_RUNTIME and NEXT_PHASE are Next's own markers, not configuration.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // This form (not only the early return) keeps process.exit out of the edge bundle.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { refuseWithoutServer } = await import("@/server/node-server/refuse-without-server");
    refuseWithoutServer();
  }
  const { getEnv } = await import("@/server/env");
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
