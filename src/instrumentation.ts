import type { Instrumentation } from "next";

/**
 * Server error tracking, only when SENTRY_DSN is set: without it @sentry/nextjs is never
 * imported. NEXT_RUNTIME is Next's own marker of the runtime, not configuration.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/server/env");
  const dsn = getEnv().SENTRY_DSN;
  if (!dsn) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({ dsn, sendDefaultPii: false, tracesSampleRate: 0 });
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/server/env");
  if (!getEnv().SENTRY_DSN) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
};
