import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { posts, users, type Post } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import type { Transaction } from "@/server/db/transaction";
import { recordAudit } from "@/server/audit/record-audit";
import { postContentColumns } from "./post-content-columns";
import { recordPostRevision } from "./record-post-revision";
import { postFieldsSchema, type PostFields } from "./post-input";
import { resolvePostSlug, slugTakenError } from "./resolve-post-slug";
import { setPostTags } from "./set-post-tags";
import { getAccessSettings } from "@/server/settings/get-access-settings";

export type CreatePostOptions = { actor: Actor; fields: PostFields; now?: Date };

/** A new draft. Drafts are not public, so no page or search index changes. */
export async function createPost(options: CreatePostOptions): Promise<Post> {
  assertRole(options.actor, "editor");
  const fields = postFieldsSchema.parse(options.fields);
  const now = options.now ?? new Date();
  const access = fields.access ?? (await getAccessSettings()).defaultPostAccess;
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const authorId = await resolveAuthorId(tx, fields.authorId ?? options.actor.id);
      const slug = await resolvePostSlug(tx, { slug: fields.slug, title: fields.title });
      const [post] = await tx
        .insert(posts)
        .values({
          ...postContentColumns(fields, slug),
          access,
          authorId,
          status: "draft",
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await setPostTags(tx, post!.id, fields.tags);
      await recordPostRevision(tx, { actor: options.actor, before: null, after: post!, isAutosave: false, now });
      await recordAudit(tx, {
        actor: options.actor,
        action: "post.create",
        entityType: "post",
        entityId: post!.id,
        summary: `Created draft “${post!.title}”`,
        now,
      });
      return post!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}

/** Authors are editors or owners; a reader cannot be named as one. */
export async function resolveAuthorId(tx: Transaction, authorId: string): Promise<string> {
  const [author] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, authorId));
  if (!author || author.role === "reader") {
    throw new AppError("validation_failed", "Choose an editor or owner as the author.", {
      fields: { authorId: "Choose an editor or owner." },
    });
  }
  return author.id;
}
