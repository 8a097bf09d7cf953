import "server-only";
import { getDb } from "@/server/db/client";
import type { NewPost, Post } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import type { Transaction } from "@/server/db/transaction";
import { recordAudit } from "@/server/audit/record-audit";
import { afterPostWrite } from "./after-post-write";
import { versionSchema } from "./post-input";
import { readPublicPageKeys } from "./public-page-keys";
import { writePostVersion } from "./write-post-version";

export type StatusChange = {
  actor: Actor;
  id: string;
  version: number;
  now: Date;
  action: string;
  set: (before: Post) => Partial<NewPost>;
  summary: (post: Post) => string;
  /** More writes that must commit with the status change (the newsletter request). */
  alsoInTransaction?: (tx: Transaction, post: Post) => Promise<unknown>;
};

/**
 * The shared body of publish / schedule / unpublish: one versioned update, one audit row,
 * then the public pages and search follow.
 */
export async function changePostStatus(change: StatusChange): Promise<Post> {
  assertRole(change.actor, "editor");
  const version = versionSchema.parse(change.version);
  const db = await getDb();
  const { post, keys } = await db.transaction(async (tx) => {
    const [before] = await tx.query.posts.findMany({ where: (posts, { eq }) => eq(posts.id, change.id), limit: 1 });
    const set = before ? change.set(before) : {};
    const post = await writePostVersion(tx, { id: change.id, version, set, now: change.now });
    await recordAudit(tx, {
      actor: change.actor,
      action: change.action,
      entityType: "post",
      entityId: post.id,
      summary: change.summary(post),
      now: change.now,
    });
    await change.alsoInTransaction?.(tx, post);
    return { post, keys: await readPublicPageKeys(tx, post) };
  });
  await afterPostWrite({ postId: post.id, keys, search: post.status === "draft" ? "remove" : "sync" });
  return post;
}
