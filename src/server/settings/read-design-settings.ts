import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { publicCacheTags } from "@/server/posts/public-cache-tags";
import { defaultDesignSettings, getDesignSettings, type DesignSettings } from "./get-design-settings";

/**
 * The design as every page, feed and mail shows it: cached under the `settings` tag like the
 * site settings, so a save (revalidateSiteSettings) expires every page showing it at once.
 * Nothing personal in it. `next build` has no database: its few prerendered pages get the defaults.
 */
export const readDesignSettings = cache(async (): Promise<DesignSettings> => {
  if (process.env.NEXT_PHASE === "phase-production-build") return defaultDesignSettings;
  return unstable_cache(getDesignSettings, ["design-settings"], { tags: [publicCacheTags.settings] })();
});
