"use client";

import { lazy, Suspense } from "react";

// Chunks of their own, fetched only when configured: every page ships this loader, not them.
const CrispChat = lazy(() => import("./crisp-chat").then((module) => ({ default: module.CrispChat })));
const SentryBrowser = lazy(() => import("./sentry-browser").then((module) => ({ default: module.SentryBrowser })));

/** Crisp's chat and Sentry's browser error tracking, each when its key is set (they render nothing). */
export function Integrations({ crispWebsiteId, sentryDsn }: { crispWebsiteId?: string; sentryDsn?: string }) {
  return (
    <Suspense fallback={null}>
      {crispWebsiteId ? <CrispChat websiteId={crispWebsiteId} /> : null}
      {sentryDsn ? <SentryBrowser dsn={sentryDsn} /> : null}
    </Suspense>
  );
}
