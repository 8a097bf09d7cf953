import "server-only";
import type { Post } from "@/server/db/schema";
import type { Actor } from "@/server/auth/permissions";
import { changePostStatus } from "./change-post-status";

export type UnpublishPostOptions = { actor: Actor; id: string; version: number; now?: Date };

/** Back to draft: gone from every public page and from search at once. */
export async function unpublishPost(options: UnpublishPostOptions): Promise<Post> {
  return changePostStatus({
    ...options,
    now: options.now ?? new Date(),
    action: "post.unpublish",
    set: () => ({ status: "draft", publishedAt: null }),
    summary: (post) => `Unpublished “${post.title}”`,
  });
}
