import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { giftLinks } from "@/server/db/schema";
import { hasRole, type Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";

export type RevokeGiftLinkOptions = { actor: Actor; id: string; now?: Date };

/** Its giver (or an editor) revokes a gift link; the next request with it gets the preview. Revoking twice is harmless. */
export async function revokeGiftLink(options: RevokeGiftLinkOptions): Promise<void> {
  const id = z.string().trim().min(1).max(100).parse(options.id);
  const db = await getDb();
  const [link] = await db.select({ giverId: giftLinks.giverId }).from(giftLinks).where(eq(giftLinks.id, id));
  if (!link || (link.giverId !== options.actor.id && !hasRole(options.actor, "editor"))) {
    throw new AppError("not_found", "That gift link does not exist.");
  }
  await db
    .update(giftLinks)
    .set({ revokedAt: options.now ?? new Date() })
    .where(and(eq(giftLinks.id, id), isNull(giftLinks.revokedAt)));
}
