"use client";

import { useEffect } from "react";
import type { ErrorTrackerUser } from "@/lib/error-tracker-user";

/**
 * Browser error tracking, rendered only when SENTRY_DSN is set: the SDK is a separate
 * chunk fetched here, so pages without Sentry never load it.
 */
export function SentryBrowser({ dsn, user }: { dsn: string; user: ErrorTrackerUser | null }) {
  const email = user?.email;
  const id = user?.id;
  const username = user?.username;
  useEffect(() => {
    let isCancelled = false;
    void import("@sentry/nextjs").then((Sentry) => {
      if (isCancelled) return;
      if (!Sentry.isInitialized()) Sentry.init({ dsn, sendDefaultPii: false, tracesSampleRate: 0 });
      Sentry.setUser(email && id && username ? { email, id, username } : null);
    });
    return () => {
      isCancelled = true;
    };
  }, [dsn, email, id, username]);
  return null;
}
