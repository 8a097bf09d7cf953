"use client";

import { useSession } from "@/components/auth/session-provider";
import { useEffect } from "react";
import { toErrorTrackerUser } from "@/lib/error-tracker-user";

/**
 * Browser error tracking, rendered only when SENTRY_DSN is set: the SDK is a separate
 * chunk fetched here, so pages without Sentry never load it. The person comes from the client
 * session (cached pages are the same for everyone).
 */
export function SentryBrowser({ dsn }: { dsn: string }) {
  const { data: session } = useSession();
  const user = session ? toErrorTrackerUser(session) : null;
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
