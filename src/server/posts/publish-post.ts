import "server-only";
import type { Post } from "@/server/db/schema";
import type { Actor } from "@/server/auth/permissions";
import { changePostStatus, type StatusChange } from "./change-post-status";

export type PublishPostOptions = {
  actor: Actor;
  id: string;
  version: number;
  now?: Date;
  alsoInTransaction?: StatusChange["alsoInTransaction"];
};

/** Public at once. An already published post keeps its original date. */
export async function publishPost(options: PublishPostOptions): Promise<Post> {
  const now = options.now ?? new Date();
  return changePostStatus({
    ...options,
    now,
    action: "post.publish",
    set: (before) => ({ status: "published", publishedAt: before.status === "published" && before.publishedAt ? before.publishedAt : now }),
    summary: (post) => `Published “${post.title}”`,
  });
}
