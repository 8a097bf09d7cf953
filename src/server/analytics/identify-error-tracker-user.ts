import "server-only";
import type { AppSession } from "@/lib/session";
import { toErrorTrackerUser } from "@/lib/error-tracker-user";
import { getEnv } from "@/server/env";

/** Tags this request's server errors with the signed-in person; a no-op without SENTRY_DSN. */
export async function identifyErrorTrackerUser(session: AppSession | null): Promise<void> {
  if (!getEnv().SENTRY_DSN) return;
  try {
    const Sentry = await import("@sentry/nextjs");
    Sentry.setUser(toErrorTrackerUser(session));
  } catch (error) {
    console.warn("[sentry] could not set the user:", error instanceof Error ? error.message : error);
  }
}
