import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { tags } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { recordAudit } from "@/server/audit/record-audit";
import { applyEffects, getTagOrThrow, readTaggedPostEffects } from "./tag-helpers";

export type DeleteTagOptions = { actor: Actor; id: string };

/** The tag goes, and with it (by cascade) its place on every post; the posts stay. */
export async function deleteTag(options: DeleteTagOptions): Promise<void> {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const effects = await db.transaction(async (tx) => {
    const tag = await getTagOrThrow(tx, options.id);
    const effects = await readTaggedPostEffects(tx, tag.id, [tag.slug]);
    await tx.delete(tags).where(eq(tags.id, tag.id));
    await recordAudit(tx, {
      actor: options.actor,
      action: "tag.delete",
      entityType: "tag",
      entityId: tag.id,
      summary: `Deleted tag “${tag.name}” (was on ${effects.length} public posts)`,
    });
    return effects;
  });
  await applyEffects(effects);
}
