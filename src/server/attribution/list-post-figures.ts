import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { analyticsEventNames } from "@/lib/analytics-events";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { analyticsEvents, attributions, posts, subscriptions } from "@/server/db/schema";
import { attributedInRange, attributionCountColumns, type AttributionCounts, type FiguresRange } from "./attribution-counts";

export type PostFigures = AttributionCounts & { postId: string; title: string; slug: string; views: number };

/**
 * Per post, what it brought in the range: members who joined and subscriptions started with it as
 * the last page read, their monthly recurring revenue, and the post's views. The posts that
 * brought someone, most first (or only `postIds`, e.g. one post's page). Editors and owners.
 */
export async function listPostFigures({
  actor,
  range,
  postIds,
  limit = 25,
  now = new Date(),
}: {
  actor: Actor;
  range: FiguresRange;
  postIds?: string[];
  limit?: number;
  now?: Date;
}): Promise<PostFigures[]> {
  assertRole(actor, "editor");
  const db = await getDb();
  const counts = await attributionCountColumns(now);
  const attributed = await db
    .select({ postId: attributions.pageId, ...counts })
    .from(attributions)
    .leftJoin(subscriptions, eq(subscriptions.id, attributions.subscriptionId))
    .where(and(attributedInRange(range), eq(attributions.pageKind, "post"), postIds ? inArray(attributions.pageId, postIds) : undefined))
    .groupBy(attributions.pageId)
    .orderBy(desc(counts.members), desc(counts.subscriptions))
    .limit(limit);
  const ids = postIds ?? attributed.map((row) => row.postId).filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  const postRows = await db.select({ id: posts.id, title: posts.title, slug: posts.slug }).from(posts).where(inArray(posts.id, ids));
  const views = await db
    .select({ pathname: analyticsEvents.pathname, views: sql<number>`count(*)::int`.mapWith(Number) })
    .from(analyticsEvents)
    .where(
      and(
        sql`${analyticsEvents.createdAt} >= ${range.from} and ${analyticsEvents.createdAt} < ${range.to}`,
        eq(analyticsEvents.name, analyticsEventNames.pageview),
        inArray(
          analyticsEvents.pathname,
          postRows.map((post) => `/posts/${post.slug}`),
        ),
      ),
    )
    .groupBy(analyticsEvents.pathname);
  const viewsByPath = new Map(views.map((row) => [row.pathname, row.views]));
  const countsById = new Map(attributed.map((row) => [row.postId, row]));
  return ids.flatMap((id) => {
    const post = postRows.find((row) => row.id === id);
    if (!post) return [];
    const count = countsById.get(id);
    return [
      {
        postId: id,
        title: post.title,
        slug: post.slug,
        views: viewsByPath.get(`/posts/${post.slug}`) ?? 0,
        members: count?.members ?? 0,
        subscriptions: count?.subscriptions ?? 0,
        mrrCents: count?.mrrCents ?? 0,
      },
    ];
  });
}
