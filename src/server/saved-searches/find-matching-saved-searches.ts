import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import type { RawRow } from "@/server/db/raw-row";
import type { SavedSearch, User } from "@/server/db/schema";
import { canSearch, hasActiveSubscription, type SubscriptionFacts } from "@/server/billing/entitlements";

export type MatchingSearch = Pick<SavedSearch, "id" | "name" | "frequency" | "userId"> & Pick<User, "email">;

type Row = RawRow<MatchingSearch & Pick<User, "role">> & {
  subscriptions: RawRow<SubscriptionFacts>[];
};

/**
 * The saved searches a post matches, in one statement whatever their number: the post's own
 * index row is read once; only searches whose rarest word's alternatives the post holds are
 * candidates (a GIN index on them; a search of stop words only is always one); each candidate's
 * whole resolved query and its tag and author filters (AND of OR-groups) are then checked
 * against that one row. Searches saved after the post went live, switched off, or of members
 * who may not search now (a lapsed subscription: kept, silent) are left out.
 */
export async function findMatchingSavedSearches(db: Database, postId: string, now: Date): Promise<MatchingSearch[]> {
  const { rows } = await db.execute<Row>(sql`
    WITH post AS MATERIALIZED (
      -- Concatenation makes an in-memory copy: the vector is read from TOAST once, not per search.
      SELECT ps.published_at, ps.author_handle, ps.tags, ps.doc || ''::tsvector AS doc, tsvector_to_array(ps.doc) AS lexemes
      FROM post_search ps WHERE ps.post_id = ${postId}
    ),
    candidates AS (
      SELECT ss.* FROM saved_searches ss WHERE ss.match_lexemes && (SELECT lexemes FROM post)
      UNION ALL
      SELECT ss.* FROM saved_searches ss WHERE ss.match_lexemes IS NULL AND ss.match_resolved_at IS NOT NULL
    )
    SELECT c.id, c.name, c.frequency, c.user_id AS "userId", u.email, u.role,
      (SELECT coalesce(json_agg(json_build_object('source', s.source, 'status', s.status, 'currentPeriodEnd', s.current_period_end)), '[]'::json)
       FROM subscriptions s WHERE s.user_id = c.user_id) AS subscriptions
    FROM candidates c
    CROSS JOIN post p
    JOIN users u ON u.id = c.user_id
    WHERE c.frequency <> 'off' AND c.created_at <= p.published_at
      AND (c.match_query IS NULL OR p.doc @@ c.match_query)
      AND NOT EXISTS (
        SELECT 1 FROM jsonb_array_elements(c.filters) AS g(filters)
        WHERE NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(g.filters) AS f(filter)
          WHERE ((f.filter->>'facet' = 'tags' AND f.filter->>'value' = ANY(p.tags))
              OR (f.filter->>'facet' = 'author' AND f.filter->>'value' = p.author_handle)) <> (f.filter->>'negated')::boolean))
    ORDER BY c.id`);
  return rows
    .filter((row) => {
      const subscriptions = row.subscriptions.map((each) => ({
        ...each,
        currentPeriodEnd: each.currentPeriodEnd === null ? null : new Date(each.currentPeriodEnd),
      }));
      return canSearch({ role: row.role, hasSubscription: hasActiveSubscription(subscriptions, now) });
    })
    .map((row) => ({ id: row.id, name: row.name, frequency: row.frequency, userId: row.userId, email: row.email }));
}
