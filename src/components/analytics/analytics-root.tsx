import { Suspense, type ReactNode } from "react";
import { CrispChat } from "./crisp-chat";
import { SentryBrowser } from "./sentry-browser";
import { SupportProvider } from "./support-context";
import { Tracker } from "./tracker";

/**
 * Everything page-level of analytics, support and error tracking: the tracker always; Crisp and
 * Sentry only when configured. It reads no cookie and no session on the server, so the public
 * pages around it can be cached and served to everyone: who is signed in is known in the browser.
 * The root layout passes the configuration in, read at render time (never at `next build`).
 */
export type AnalyticsConfig = { crispWebsiteId?: string; sentryDsn?: string; contactEmail?: string };

export function AnalyticsRoot({ config, children }: { config: AnalyticsConfig; children: ReactNode }) {
  return (
    <SupportProvider config={{ isChatEnabled: Boolean(config.crispWebsiteId), contactEmail: config.contactEmail ?? null }}>
      {children}
      <Suspense fallback={null}>
        <Tracker />
      </Suspense>
      {config.crispWebsiteId ? <CrispChat websiteId={config.crispWebsiteId} /> : null}
      {config.sentryDsn ? <SentryBrowser dsn={config.sentryDsn} /> : null}
    </SupportProvider>
  );
}
