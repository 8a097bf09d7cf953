import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { tags, type Tag } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { applyEffects, assertTagSlugFree, getTagOrThrow, readTaggedPostEffects } from "./tag-helpers";
import { revalidatePublicPages } from "./revalidate-public-pages";
import { tagNameSchema, tagSlugSchema } from "./tag-input";

const renameTagSchema = z.object({ name: tagNameSchema, slug: tagSlugSchema.optional() });

export type RenameTagOptions = { actor: Actor; id: string; input: z.input<typeof renameTagSchema> };

/** A new name; the slug (and so the tag's URL) stays unless a new slug is given too. */
export async function renameTag(options: RenameTagOptions): Promise<Tag> {
  assertRole(options.actor, "editor");
  const input = renameTagSchema.parse(options.input);
  const db = await getDb();
  const { tag, slugs, effects } = await db.transaction(async (tx) => {
    const before = await getTagOrThrow(tx, options.id);
    const slug = input.slug ?? before.slug;
    if (slug !== before.slug) await assertTagSlugFree(tx, slug, before.id);
    const [tag] = await tx.update(tags).set({ name: input.name, slug }).where(eq(tags.id, before.id)).returning();
    const summary =
      slug === before.slug
        ? `Renamed tag “${before.name}” to “${input.name}”`
        : `Renamed tag “${before.name}” to “${input.name}” (${before.slug} → ${slug})`;
    await recordAudit(tx, { actor: options.actor, action: "tag.rename", entityType: "tag", entityId: before.id, summary });
    return {
      tag: tag!,
      slugs: [...new Set([before.slug, slug])],
      effects: await readTaggedPostEffects(tx, before.id, [before.slug, slug]),
    };
  });
  await applyEffects(effects);
  // A topic without public posts still has its page and its line in the topics index.
  if (effects.length === 0) revalidatePublicPages({ slug: "", tagSlugs: slugs, authorHandle: "" });
  return tag;
}
