import "server-only";
import { getDb } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import type { Post } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { afterPostWrite, type AfterPostWrite } from "./after-post-write";
import { resolveAuthorId } from "./create-post";
import { postContentColumns } from "./post-content-columns";
import { recordPostRevision } from "./record-post-revision";
import { postFieldsSchema, versionSchema, type PostFields } from "./post-input";
import { readPublicPageKeys } from "./public-page-keys";
import { resolvePostSlug, slugTakenError } from "./resolve-post-slug";
import { setPostTags } from "./set-post-tags";
import { getPostOrThrow, writePostVersion } from "./write-post-version";

export type UpdatePostOptions = {
  actor: Actor;
  id: string;
  /** The version the editor started from; a newer saved version is a conflict. */
  version: number;
  fields: PostFields;
  now?: Date;
  /** Autosaves are not audited one by one: they would flood the log. */
  isAutosave?: boolean;
};

export async function updatePost(options: UpdatePostOptions): Promise<Post> {
  assertRole(options.actor, "editor");
  const fields = postFieldsSchema.parse(options.fields);
  const version = versionSchema.parse(options.version);
  const now = options.now ?? new Date();
  const db = await getDb();
  let result: { post: Post; effects: AfterPostWrite[] };
  try {
    result = await db.transaction(async (tx) => {
      const before = await getPostOrThrow(tx, options.id);
      const previousKeys = await readPublicPageKeys(tx, before);
      const slug = await resolvePostSlug(tx, { slug: fields.slug || before.slug, title: fields.title, postId: before.id });
      const post = await writePostVersion(tx, {
        id: options.id,
        version,
        now,
        set: {
          ...postContentColumns(fields, slug),
          authorId: fields.authorId ? await resolveAuthorId(tx, fields.authorId) : before.authorId,
        },
      });
      await setPostTags(tx, post.id, fields.tags);
      await recordPostRevision(tx, { actor: options.actor, before, after: post, isAutosave: Boolean(options.isAutosave), now });
      if (!options.isAutosave) {
        await recordAudit(tx, {
          actor: options.actor,
          action: "post.update",
          entityType: "post",
          entityId: post.id,
          summary: `Saved “${post.title}”`,
          now,
        });
      }
      const effects: AfterPostWrite[] = [];
      if (post.status !== "draft") {
        const keys = await readPublicPageKeys(tx, post);
        // Pages of tags, a slug and an author the post just left must drop it too.
        keys.tagSlugs = [...new Set([...keys.tagSlugs, ...previousKeys.tagSlugs])];
        if (before.slug !== post.slug) keys.previousSlug = before.slug;
        effects.push({ postId: post.id, keys, search: "sync" });
        if (previousKeys.authorHandle !== keys.authorHandle) {
          effects.push({ postId: post.id, keys: { ...keys, authorHandle: previousKeys.authorHandle }, search: "sync" });
        }
      }
      return { post, effects };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  for (const effect of result.effects) await afterPostWrite(effect);
  return result.post;
}
