import "@fontsource-variable/inter";
import "@fontsource-variable/source-serif-4";
import "./globals.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AnalyticsRoot } from "@/components/analytics/analytics-root";
import { Providers } from "@/components/layout/providers";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { DesignStyle } from "@/components/layout/design-style";
import { themeScript } from "@/components/layout/theme";
import { readDesignSettings } from "@/server/settings/read-design-settings";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { getEnv } from "@/server/env";
import { getPricingPlans } from "@/server/billing/get-pricing-plans";
import { formatPlanPrice } from "@/lib/format-plan-price";

export async function generateMetadata(): Promise<Metadata> {
  const env = getEnv();
  const settings = await readSiteSettings();
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description: settings.description,
    applicationName: settings.siteName,
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#09090b" },
  ],
};

/**
 * Pages render their own <main id="main">: the skip link jumps there. Nothing here reads the
 * request (cookies, headers, session): public pages under it are cached and shared by everyone.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ siteName, description }, { plans }, design] = await Promise.all([readSiteSettings(), getPricingPlans(), readDesignSettings()]);
  const env = getEnv();
  // The header's search entry shows them to visitors (#27): public, from the cached settings.
  const searchPlans = plans.map((plan) => ({ name: plan.name, price: formatPlanPrice(plan), interval: plan.interval }));
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* The stored theme on <html> before the body is drawn (layout/theme.ts). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <DesignStyle accentLight={design.accentLight} accentDark={design.accentDark} postFont={design.postFont} />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        <Providers authBasePath={env.AUTH_BASE_PATH}>
          <AnalyticsRoot config={{ crispWebsiteId: env.CRISP_WEBSITE_ID, sentryDsn: env.SENTRY_DSN }}>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-zinc-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 dark:bg-zinc-100 dark:text-zinc-900"
            >
              Skip to content
            </a>
            <SiteHeader siteName={siteName} logoUrl={design.logoUrl} plans={searchPlans} navLinks={design.navLinks} />
            <div className="flex-1">{children}</div>
            <SiteFooter
              siteName={siteName}
              description={description}
              footerText={design.footerText}
              socialLinks={design.socialLinks}
              support={{ isChatEnabled: Boolean(env.CRISP_WEBSITE_ID), contactEmail: env.CONTACT_EMAIL ?? null }}
            />
          </AnalyticsRoot>
        </Providers>
      </body>
    </html>
  );
}
