import "server-only";
import { revalidateTag } from "next/cache";
import { forgetAllLocalAnswers } from "@/server/cache/local-answers";
import { publicCacheTags } from "@/server/posts/public-cache-tags";

/**
 * After the paywall settings were saved: every cached public read and page is expired, since the
 * archive age turns public posts paid (or back) across listings, post pages and feeds. Outside a
 * Next.js request (scripts, tests) there is no cache: a no-op.
 */
export function revalidateAccessSettings(): void {
  forgetAllLocalAnswers();
  for (const tag of [publicCacheTags.settings, publicCacheTags.all]) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && error.message.includes("static generation store missing")) return;
      throw error;
    }
  }
}
