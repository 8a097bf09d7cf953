import "server-only";
import { and, desc, eq, like, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { analyticsEvents, posts } from "@/server/db/schema";
import { analyticsEventNames } from "@/lib/analytics-events";
import { eventCount, inRange, visitorCount, type BreakdownOptions } from "./count-events-by";

export type TopPost = { slug: string; title: string; pageViews: number; visitors: number };

const slugOf = sql<string>`split_part(${analyticsEvents.pathname}, '/', 3)`;

/** Most viewed posts (views of /posts/<slug>), with their current titles. */
export async function listTopPosts({ range, limit = 10 }: BreakdownOptions): Promise<TopPost[]> {
  const db = await getDb();
  return db
    .select({ slug: posts.slug, title: posts.title, pageViews: eventCount, visitors: visitorCount })
    .from(analyticsEvents)
    .innerJoin(posts, eq(posts.slug, slugOf))
    .where(and(inRange(range), eq(analyticsEvents.name, analyticsEventNames.pageview), like(analyticsEvents.pathname, "/posts/%")))
    .groupBy(posts.slug, posts.title)
    .orderBy(desc(eventCount), posts.slug)
    .limit(limit);
}
