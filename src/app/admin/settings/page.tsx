import type { Metadata } from "next";
import { connection } from "next/server";
import { getEnv } from "@/server/env";
import { requireAdminPage } from "@/server/http/require-page-session";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { SettingsForm } from "@/components/admin/settings-form";
import { AccessSettingsForm } from "@/components/admin/access-settings-form";
import { getAccessSettings } from "@/server/settings/get-access-settings";
import { WelcomeMailForm } from "@/components/admin/welcome-mail-form";
import { getWelcomeMailSettings } from "@/server/membership/welcome-mail-settings";
import { CommentSettingsForm } from "@/components/admin/comment-settings-form";
import { getCommentSettings } from "@/server/comments/comment-settings";
import { DesignSettingsForm } from "@/components/admin/design-settings-form";
import { SiteImageField } from "@/components/admin/site-image-field";
import { getDesignSettings } from "@/server/settings/get-design-settings";
import { formatLinkLines } from "@/lib/design/link-lines";
import { siteIconUrl } from "@/lib/design/site-images";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await connection();
  await requireAdminPage("owner", "/admin/settings");
  const [settings, access, welcome, comments, design] = await Promise.all([
    getSiteSettings(),
    getAccessSettings(),
    getWelcomeMailSettings(),
    getCommentSettings(),
    getDesignSettings(),
  ]);
  const initial = {
    siteName: settings.siteName,
    description: settings.description,
    monthlyPlanName: settings.monthlyPlanName,
    monthlyPrice: (settings.monthlyPriceCents / 100).toFixed(2),
    yearlyPlanName: settings.yearlyPlanName,
    yearlyPrice: (settings.yearlyPriceCents / 100).toFixed(2),
  };
  return (
    <>
      <h1 className="text-2xl font-bold">Settings</h1>
      <div className="mt-6">
        <SettingsForm initial={initial} isBillingOn={getEnv().features.billing} />
      </div>
      <div className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800">
        <DesignSettingsForm
          initial={{
            accentLight: design.accentLight,
            accentDark: design.accentDark,
            postFont: design.postFont,
            navLinks: formatLinkLines(design.navLinks),
            socialLinks: formatLinkLines(design.socialLinks),
            footerText: design.footerText,
          }}
        />
        <section aria-labelledby="site-images-title" className="mt-8 max-w-xl space-y-6">
          <h3 id="site-images-title" className="text-base font-semibold">
            Logo and icon
          </h3>
          <SiteImageField
            kind="logo"
            label="Logo"
            hint="Shown in the header, the feed and the mail header instead of the name (the name stays its text alternative). Stored as PNG, up to 640×160."
            currentUrl={design.logoUrl}
            previewClassName="h-10 w-auto"
          />
          <SiteImageField
            kind="icon"
            label="Site icon"
            hint="The browser tab, the installed app, the feed and the social card. A square image of 512×512 or more; it is cropped square."
            currentUrl={design.iconUrl ? siteIconUrl(design.iconUrl, 192) : null}
            previewClassName="size-12"
          />
        </section>
      </div>
      <div className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800">
        <AccessSettingsForm
          initial={{
            defaultPostAccess: access.defaultPostAccess,
            meterFreePaidPosts: String(access.meterLimit),
            giftLinksPerMonth: String(access.giftLinksPerMonth),
            archivePaidAfterDays: access.archivePaidAfterDays === null ? "" : String(access.archivePaidAfterDays),
          }}
        />
      </div>
      <div className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800">
        <WelcomeMailForm initial={{ isEnabled: welcome.isEnabled, subject: welcome.subject, bodyMarkdown: welcome.bodyMarkdown }} />
      </div>
      <div className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800">
        <CommentSettingsForm initial={{ audience: comments.audience, holdFirst: comments.holdFirst }} />
      </div>
    </>
  );
}
