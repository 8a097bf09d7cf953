import "server-only";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Transaction } from "@/server/db/transaction";
import { giftLinkPath, type GiftLinkView } from "@/lib/gift-link";
import { getEnv } from "@/server/env";
import { getDb } from "@/server/db/client";
import { giftLinks, posts } from "@/server/db/schema";
import { signGiftToken } from "./gift-token";

const listLimit = 100;

/** The links a member gave, newest first, with how often each was opened (their account page). */
export async function listGiftLinks(options: { giverId: string }): Promise<GiftLinkView[]> {
  const db = await getDb();
  const rows = await db
    .select({ link: giftLinks, title: posts.title, slug: posts.slug })
    .from(giftLinks)
    .innerJoin(posts, eq(posts.id, giftLinks.postId))
    .where(eq(giftLinks.giverId, options.giverId))
    .orderBy(desc(giftLinks.createdAt))
    .limit(listLimit);
  return rows.map(({ link, title, slug }) => ({
    id: link.id,
    postTitle: title,
    url: new URL(giftLinkPath(slug, signGiftToken(link.id)), getEnv().SITE_URL).toString(),
    opens: link.opens,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
  }));
}

/** Links a member made this calendar month (UTC), revoked ones too: what the monthly limit counts. */
export async function countGiftLinksThisMonth(options: { giverId: string; now?: Date; db?: Transaction }): Promise<number> {
  const db = options.db ?? (await getDb());
  const [made] = await db
    .select({ total: count() })
    .from(giftLinks)
    .where(and(eq(giftLinks.giverId, options.giverId), giftLinkMonth(options.now ?? new Date())));
  return Number(made?.total ?? 0);
}

function giftLinkMonth(now: Date): SQL {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return and(gte(giftLinks.createdAt, start), lt(giftLinks.createdAt, end))!;
}
