import { and, inArray, lte, type SQL, type SQLWrapper } from "drizzle-orm";
import { posts } from "@/server/db/schema";

/**
 * The one definition of "public": published or scheduled, and its time has come. A
 * scheduled post therefore appears by itself once `now` passes its publishedAt. Matches the
 * partial index `posts_public_published_at_idx`.
 */
export function publicPostCondition(now: Date | SQLWrapper): SQL {
  return and(inArray(posts.status, ["published", "scheduled"]), lte(posts.publishedAt, now))!;
}
