import "server-only";
import { revalidateTag } from "next/cache";
import { forgetAllLocalAnswers } from "@/server/cache/local-answers";
import { forgetPublicCacheWindow } from "./public-cache-window";
import { publicCacheTags } from "./public-cache-tags";

// Called by every posts write (publish, update, unpublish, delete, tag changes) so the
// home page, post, tag and author pages, feed and sitemap change at once.

export type PublicPageKeys = { slug: string; previousSlug?: string; tagSlugs: string[]; authorHandle: string };

/**
 * Expires (not just marks stale) every cached read the change can show up in, so the
 * editor's next visit already sees it. Listings, neighbours and related posts of other
 * posts can all change with one post, hence the shared tag.
 * Outside a Next.js request (scripts, tests) there is no cache to clear: a no-op.
 */
export function revalidatePublicPages(keys: PublicPageKeys): void {
  const tags = [
    publicCacheTags.all,
    publicCacheTags.post(keys.slug),
    ...(keys.previousSlug ? [publicCacheTags.post(keys.previousSlug)] : []),
    ...keys.tagSlugs.map(publicCacheTags.tag),
    publicCacheTags.author(keys.authorHandle),
  ];
  expireTags(tags);
}

/**
 * An author's handle changed: their page moves, and every post, listing and feed that links to
 * it shows the new one. (Readers' handles appear on no public page: nothing to expire for them.)
 */
export function revalidateAuthorPages(handles: string[]): void {
  expireTags([publicCacheTags.all, ...handles.map(publicCacheTags.author)]);
}

function expireTags(tags: string[]): void {
  forgetPublicCacheWindow();
  // A post's access, date or address decides whether a fast path may answer for it (its comments).
  forgetAllLocalAnswers();
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && error.message.includes("static generation store missing")) return;
      throw error;
    }
  }
}
