import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { effectiveAccess } from "@/lib/decide-reading";
import { giftLinkPath } from "@/lib/gift-link";
import { getDb } from "@/server/db/client";
import { giftLinks, posts, subscriptions, users } from "@/server/db/schema";
import { hasRole, type Actor } from "@/server/auth/permissions";
import { hasActiveSubscription } from "@/server/billing/entitlements";
import { AppError } from "@/server/errors";
import { publicPostCondition } from "@/server/posts/public-post-condition";
import { getAccessSettings } from "@/server/settings/get-access-settings";
import { signGiftToken } from "./gift-token";
import { countGiftLinksThisMonth } from "./list-gift-links";

export type CreateGiftLinkOptions = { actor: Actor; postId: string; now?: Date };
export type CreatedGiftLink = { id: string; token: string; path: string };

const postIdSchema = z.string().trim().min(1).max(100);

/**
 * A link that opens one published paid post in full for whoever has it. Editors and owners make
 * as many as they like; a member needs an active subscription and has `giftLinksPerMonth` a
 * calendar month (UTC; revoked links count). The giver's row is locked while counting, so two
 * requests at once cannot both take the last one.
 */
export async function createGiftLink(options: CreateGiftLinkOptions): Promise<CreatedGiftLink> {
  const postId = postIdSchema.parse(options.postId);
  const now = options.now ?? new Date();
  const settings = await getAccessSettings();
  const isEditor = hasRole(options.actor, "editor");
  const db = await getDb();
  const { id, slug } = await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ slug: posts.slug, access: posts.access, publishedAt: posts.publishedAt })
      .from(posts)
      .where(and(eq(posts.id, postId), publicPostCondition(now)));
    if (!post) throw new AppError("not_found", "That post is not published.");
    if (effectiveAccess(post, settings, now) !== "paid") {
      throw new AppError("bad_request", "Gift links are for paid posts; this one is open to its readers already.");
    }
    if (!isEditor) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, options.actor.id)).for("update");
      const owned = await tx
        .select({ source: subscriptions.source, status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
        .from(subscriptions)
        .where(eq(subscriptions.userId, options.actor.id));
      if (!hasActiveSubscription(owned, now)) throw new AppError("forbidden", "Gift links are for subscribers.");
      if ((await countGiftLinksThisMonth({ giverId: options.actor.id, now, db: tx })) >= settings.giftLinksPerMonth) {
        throw new AppError(
          "rate_limited",
          settings.giftLinksPerMonth === 0
            ? "Gift links are turned off for subscribers."
            : `You have made your ${settings.giftLinksPerMonth} gift links this month; more on the 1st.`,
        );
      }
    }
    const [created] = await tx
      .insert(giftLinks)
      .values({ postId, giverId: options.actor.id, createdAt: now })
      .returning({ id: giftLinks.id });
    return { id: created!.id, slug: post.slug };
  });
  const token = signGiftToken(id);
  return { id, token, path: giftLinkPath(slug, token) };
}
