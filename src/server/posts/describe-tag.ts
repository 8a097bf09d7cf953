import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { tags, type Tag } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { revalidatePublicPages } from "./revalidate-public-pages";
import { getTagOrThrow } from "./tag-helpers";
import { tagDescriptionSchema } from "./tag-input";

export type DescribeTagOptions = { actor: Actor; id: string; description: string };

/** The description shown on the tag's public page. */
export async function describeTag(options: DescribeTagOptions): Promise<Tag> {
  assertRole(options.actor, "editor");
  const description = tagDescriptionSchema.parse(options.description);
  const db = await getDb();
  const tag = await db.transaction(async (tx) => {
    const before = await getTagOrThrow(tx, options.id);
    const [tag] = await tx.update(tags).set({ description }).where(eq(tags.id, before.id)).returning();
    await recordAudit(tx, {
      actor: options.actor,
      action: "tag.describe",
      entityType: "tag",
      entityId: before.id,
      summary: `Described tag “${before.name}”`,
    });
    return tag!;
  });
  try {
    revalidatePublicPages({ slug: "", tagSlugs: [tag.slug], authorHandle: "" });
  } catch (error) {
    console.error("[tags] revalidating the tag page failed", error);
  }
  return tag;
}
