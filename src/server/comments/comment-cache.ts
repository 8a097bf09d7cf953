import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { publicCacheTags } from "@/server/posts/public-cache-tags";
import { publicCacheWindow } from "@/server/posts/public-cache-window";
import { forgetPublicCommentAnswer } from "./public-comment-answer";

/**
 * The comments of a post are read through Next's data cache (shared by every node through the
 * Redis cache handler in a cluster), tagged by the post's slug: every write to a post's comments
 * expires the tag, so the next read on any node asks the database again. Entries also carry the
 * post's tags (a post unpublished or made paid changes who may read them).
 */
export const commentCacheTag = (slug: string) => `comments:${slug}`;

export async function cachedCommentRead<T>(read: () => Promise<T>, keys: string[], slug: string): Promise<T> {
  try {
    const window = await publicCacheWindow();
    const tags = [publicCacheTags.all, publicCacheTags.post(slug), commentCacheTag(slug)];
    return await unstable_cache(read, [...keys, window.key], { tags, revalidate: window.revalidate })();
  } catch (error) {
    // Outside a Next.js server (scripts, tests) there is no data cache: read the database.
    if (error instanceof Error && error.message.includes("incrementalCache missing")) return read();
    throw error;
  }
}

/**
 * After a write to a post's comments committed: its thread and count are read afresh everywhere
 * (the server's fast path drops its copy on every node too). Outside a request: only the copy.
 */
export function revalidateComments(slug: string): void {
  forgetPublicCommentAnswer(slug);
  try {
    revalidateTag(commentCacheTag(slug), { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}
