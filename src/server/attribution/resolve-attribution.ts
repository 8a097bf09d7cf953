import "server-only";
import { and, eq, exists, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts, tags, users, type AttributionValue } from "@/server/db/schema";
import { publicPostCondition } from "@/server/posts/public-post-condition";
import { attributionChannel } from "./attribution-channel";
import { attributionWindowMs, type AttributionPayload } from "./attribution-payload";
import { classifyTrailPath, type TrailPage } from "./classify-trail-path";

/** Pages looked up at most per attribution: a payload naming many missing pages costs no more. */
const maxLookups = 4;
/** A browser clock a little ahead is fine; a page read in the future is not. */
const clockSkewMs = 5 * 60_000;

/**
 * The stored attribution for a checked payload: the newest page of the last 24 hours that is a
 * public page of this site and exists now (a post by its slug, a tag, an author with a public
 * post, the home page) — pages that do not exist are dropped — with the visit's referrer and UTM
 * tags and the channel. Null when nothing is left.
 */
export async function resolveAttribution(payload: AttributionPayload, now = new Date()): Promise<AttributionValue | null> {
  const recent = payload.pages
    .filter((page) => page.t >= now.getTime() - attributionWindowMs && page.t <= now.getTime() + clockSkewMs)
    .sort((a, b) => b.t - a.t);
  let found: { page: TrailPage; id: string | null; isGift: boolean } | null = null;
  let lookups = 0;
  for (const entry of recent) {
    const page = classifyTrailPath(entry.p);
    if (!page) continue;
    if (lookups++ >= maxLookups) break;
    const id = await findPageId(page, now);
    if (id === undefined) continue;
    found = { page, id, isGift: entry.g === 1 };
    break;
  }
  const source = { referrerDomain: payload.r?.toLowerCase() ?? null, utmSource: payload.s ?? null, utmMedium: payload.m ?? null };
  if (!found && !source.referrerDomain && !source.utmSource && !source.utmMedium && !payload.c) return null;
  return {
    pageKind: found?.page.kind ?? null,
    pageId: found?.id ?? null,
    pagePath: found?.page.path ?? null,
    ...source,
    utmCampaign: payload.c ?? null,
    channel: attributionChannel(payload, found?.isGift ?? false),
  };
}

/** The page's id (null for the home page), or undefined when no such public page exists. */
async function findPageId(page: TrailPage, now: Date): Promise<string | null | undefined> {
  if (page.kind === "home" || page.key === null) return null;
  const db = await getDb();
  if (page.kind === "post") {
    const [row] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.slug, page.key), publicPostCondition(now)))
      .limit(1);
    return row?.id;
  }
  if (page.kind === "tag") {
    const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, page.key)).limit(1);
    return row?.id;
  }
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.handle}) = ${page.key.toLowerCase()}`,
        exists(
          db
            .select({ one: sql`1` })
            .from(posts)
            .where(and(eq(posts.authorId, users.id), publicPostCondition(now))),
        ),
      ),
    )
    .limit(1);
  return row?.id;
}
