import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import type { ReadingPolicy } from "@/lib/decide-reading";
import { defaultAccessSettings, getAccessSettings } from "@/server/settings/get-access-settings";
import { publicCacheTags } from "./public-cache-tags";

/**
 * The settings that change who reads what (archive age, meter), as the public pages and the
 * private body endpoint read them: cached and tagged `settings`, so saving the paywall settings
 * (which expires `settings` and `posts`) reaches every page and the next body request at once.
 */
export const readReadingPolicy = cache(async (): Promise<ReadingPolicy> => {
  if (process.env.NEXT_PHASE === "phase-production-build") return pick(defaultAccessSettings);
  const read = async () => pick(await getAccessSettings());
  try {
    return await unstable_cache(read, ["reading-policy"], { tags: [publicCacheTags.settings] })();
  } catch (error) {
    // Outside a Next.js server (scripts, tests) there is no data cache: read the settings.
    if (error instanceof Error && error.message.includes("incrementalCache missing")) return read();
    throw error;
  }
});

function pick(settings: ReadingPolicy): ReadingPolicy {
  return { archivePaidAfterDays: settings.archivePaidAfterDays, meterLimit: settings.meterLimit };
}
