import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { afterPostWrite } from "./after-post-write";
import { readPublicPageKeys } from "./public-page-keys";
import { getPostOrThrow } from "./write-post-version";

export type DeletePostOptions = { actor: Actor; id: string; now?: Date };

/** Deleted for good (tags links go with it); the audit row keeps its title. */
export async function deletePost(options: DeletePostOptions): Promise<void> {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const { keys, wasDraft } = await db.transaction(async (tx) => {
    const post = await getPostOrThrow(tx, options.id);
    const keys = await readPublicPageKeys(tx, post);
    await tx.delete(posts).where(eq(posts.id, post.id));
    await recordAudit(tx, {
      actor: options.actor,
      action: "post.delete",
      entityType: "post",
      entityId: post.id,
      summary: `Deleted “${post.title}”`,
      now: options.now,
    });
    return { keys, wasDraft: post.status === "draft" };
  });
  if (!wasDraft) await afterPostWrite({ postId: options.id, keys, search: "remove" });
}
