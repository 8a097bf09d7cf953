import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { giftLinks } from "@/server/db/schema";
import { readGiftToken } from "./gift-token";

/**
 * Whether a gift token opens this post: its signature holds, it names this post and is not
 * revoked. A valid one records the open in the same statement (opens + 1), unless `countsOpen`
 * is false (the post's comments, asked for beside its body). Any string is safe to pass: a bad
 * one is "invalid", never an error.
 */
export async function verifyGiftToken(
  token: string,
  postId: string,
  now = new Date(),
  { countsOpen = true }: { countsOpen?: boolean } = {},
): Promise<"valid" | "invalid"> {
  const id = readGiftToken(token);
  if (!id) return "invalid";
  const db = await getDb();
  const isThisPost = and(eq(giftLinks.id, id), eq(giftLinks.postId, postId), isNull(giftLinks.revokedAt));
  if (!countsOpen) {
    const [found] = await db.select({ id: giftLinks.id }).from(giftLinks).where(isThisPost);
    return found ? "valid" : "invalid";
  }
  const [opened] = await db
    .update(giftLinks)
    .set({ opens: sql`${giftLinks.opens} + 1`, lastOpenedAt: now })
    .where(isThisPost)
    .returning({ id: giftLinks.id });
  return opened ? "valid" : "invalid";
}
