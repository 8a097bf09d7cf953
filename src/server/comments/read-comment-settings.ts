import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { publicCacheTags } from "@/server/posts/public-cache-tags";
import { defaultCommentSettings, getCommentSettings, type CommentSettings } from "./comment-settings";

/**
 * The comment settings as the post page and the comments endpoints read them: cached and tagged
 * `settings` (saving them expires it, and the pages that show comments). Writes read them fresh.
 */
export const readCommentSettings = cache(async (): Promise<CommentSettings> => {
  if (process.env.NEXT_PHASE === "phase-production-build") return defaultCommentSettings;
  try {
    return await unstable_cache(getCommentSettings, ["comment-settings"], { tags: [publicCacheTags.settings] })();
  } catch (error) {
    if (error instanceof Error && error.message.includes("incrementalCache missing")) return getCommentSettings();
    throw error;
  }
});
