import { Suspense, type ReactNode } from "react";
import { Integrations } from "./integrations";
import { Tracker } from "./tracker";

/**
 * Everything page-level of analytics, support and error tracking: the tracker always; Crisp and
 * Sentry only when configured, their code fetched then (integrations.tsx), so a site without them
 * ships none of it. It reads no cookie and no session on the server, so the public pages around it
 * can be cached and served to everyone: who is signed in is known in the browser. The root layout
 * passes the configuration in, read at render time (never at `next build`).
 */
export type AnalyticsConfig = { crispWebsiteId?: string; sentryDsn?: string };

export function AnalyticsRoot({ config, children }: { config: AnalyticsConfig; children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Tracker />
      </Suspense>
      {config.crispWebsiteId || config.sentryDsn ? (
        <Integrations crispWebsiteId={config.crispWebsiteId} sentryDsn={config.sentryDsn} />
      ) : null}
    </>
  );
}
