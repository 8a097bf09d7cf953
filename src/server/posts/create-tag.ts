import "server-only";
import { z } from "zod";
import { slugify } from "@/lib/slug";
import { AppError } from "@/server/errors";
import { getDb } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { tags, type Tag } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { assertTagSlugFree } from "./tag-helpers";
import { tagDescriptionSchema, tagNameSchema, tagSlugSchema } from "./tag-input";

const createTagSchema = z.object({
  name: tagNameSchema,
  slug: tagSlugSchema.or(z.literal("")).default(""),
  description: tagDescriptionSchema.default(""),
});

export type CreateTagOptions = { actor: Actor; input: z.input<typeof createTagSchema> };

export async function createTag(options: CreateTagOptions): Promise<Tag> {
  assertRole(options.actor, "editor");
  const input = createTagSchema.parse(options.input);
  const slug = input.slug || slugify(input.name);
  if (!slug) throw new AppError("validation_failed", "Use letters or digits in the name.", { fields: { name: "Use letters or digits." } });
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await assertTagSlugFree(tx, slug);
      const [tag] = await tx.insert(tags).values({ name: input.name, slug, description: input.description }).returning();
      await recordAudit(tx, {
        actor: options.actor,
        action: "tag.create",
        entityType: "tag",
        entityId: tag!.id,
        summary: `Created tag “${tag!.name}”`,
      });
      return tag!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "Another tag already uses this slug.", { fields: { slug: "taken" } });
    throw error;
  }
}
