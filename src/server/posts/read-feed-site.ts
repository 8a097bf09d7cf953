import "server-only";
import { getEnv } from "@/server/env";
import { readDesignSettings } from "@/server/settings/read-design-settings";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import type { FeedSite } from "./build-feed";

/** The site as its feeds describe it: name, description, and the owner's logo and icon (#31). */
export async function readFeedSite(): Promise<FeedSite> {
  const [settings, design] = await Promise.all([readSiteSettings(), readDesignSettings()]);
  return {
    url: getEnv().SITE_URL,
    name: settings.siteName,
    description: settings.description,
    logoPath: design.logoUrl,
    iconPath: design.iconUrl,
  };
}
