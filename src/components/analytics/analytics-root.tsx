import { Suspense, type ReactNode } from "react";
import { getEnv } from "@/server/env";
import { CrispChat } from "./crisp-chat";
import { SentryBrowser } from "./sentry-browser";
import { SupportProvider } from "./support-context";
import { Tracker } from "./tracker";

/**
 * Everything page-level of analytics, support and error tracking: the tracker always; Crisp and
 * Sentry only when configured. It reads no cookie and no session on the server, so the public
 * pages around it can be cached and served to everyone: who is signed in is known in the browser.
 * Configured at render time, which is never `next build` for a page that shows it with data.
 */
export function AnalyticsRoot({ children }: { children: ReactNode }) {
  const env = getEnv();
  return (
    <SupportProvider config={{ isChatEnabled: Boolean(env.CRISP_WEBSITE_ID), contactEmail: env.CONTACT_EMAIL ?? null }}>
      {children}
      <Suspense fallback={null}>
        <Tracker />
      </Suspense>
      {env.CRISP_WEBSITE_ID ? <CrispChat websiteId={env.CRISP_WEBSITE_ID} /> : null}
      {env.SENTRY_DSN ? <SentryBrowser dsn={env.SENTRY_DSN} /> : null}
    </SupportProvider>
  );
}
