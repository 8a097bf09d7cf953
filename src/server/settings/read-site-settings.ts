import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { cache } from "react";
import { forgetAllLocalAnswers } from "@/server/cache/local-answers";
import { publicCacheTags } from "@/server/posts/public-cache-tags";
import { defaultSiteSettings, getSiteSettings } from "./get-site-settings";
import type { SiteSettings } from "./site-settings-input";

/**
 * The site settings as every page shows them: a cached read tagged `settings`, so the cached
 * pages that show it are expired together when an owner saves (revalidateSiteSettings).
 * `next build` has no database: the few pages it prerenders (the bare 404) get the defaults.
 */
export const readSiteSettings = cache(async (): Promise<SiteSettings> => {
  if (process.env.NEXT_PHASE === "phase-production-build") return defaultSiteSettings();
  return unstable_cache(getSiteSettings, ["site-settings"], { tags: [publicCacheTags.settings] })();
});

/** After a save committed: the next request of every page showing the settings reads them again. */
export function revalidateSiteSettings(): void {
  // Comments on or off decides whether the comments fast path may answer.
  forgetAllLocalAnswers();
  revalidateTag(publicCacheTags.settings, { expire: 0 });
}
