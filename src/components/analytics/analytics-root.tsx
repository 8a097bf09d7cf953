import { connection } from "next/server";
import { Suspense, type ReactNode } from "react";
import { toErrorTrackerUser } from "@/lib/error-tracker-user";
import { identifyErrorTrackerUser } from "@/server/analytics/identify-error-tracker-user";
import { getSession } from "@/server/auth/session";
import { getEnv } from "@/server/env";
import { CrispChat } from "./crisp-chat";
import { SentryBrowser } from "./sentry-browser";
import { SupportProvider } from "./support-context";
import { Tracker } from "./tracker";

/**
 * Everything page-level of analytics, support and error tracking, configured at request
 * time (not baked in at build): the tracker always; Crisp and Sentry only when configured.
 */
export async function AnalyticsRoot({ children }: { children: ReactNode }) {
  await connection();
  const env = getEnv();
  const session = env.CRISP_WEBSITE_ID || env.SENTRY_DSN ? await getSession() : null;
  await identifyErrorTrackerUser(session);
  return (
    <SupportProvider config={{ isChatEnabled: Boolean(env.CRISP_WEBSITE_ID), contactEmail: env.CONTACT_EMAIL ?? null }}>
      {children}
      <Suspense fallback={null}>
        <Tracker />
      </Suspense>
      {env.CRISP_WEBSITE_ID ? (
        <CrispChat websiteId={env.CRISP_WEBSITE_ID} user={session ? { email: session.user.email, nickname: session.account.handle } : null} />
      ) : null}
      {env.SENTRY_DSN ? <SentryBrowser dsn={env.SENTRY_DSN} user={toErrorTrackerUser(session)} /> : null}
    </SupportProvider>
  );
}
