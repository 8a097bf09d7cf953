import { sql, type SQL } from "drizzle-orm";

/**
 * SQL shared by the sync and the rebuild: which posts belong in the index, and how their
 * vectors and words are made. `onlyPostId` narrows it to one post.
 */
function sourcePosts(onlyPostId?: string): SQL {
  return sql`
    SELECT p.id, p.published_at, u.handle,
           coalesce(array_agg(t.slug ORDER BY t.slug) FILTER (WHERE t.slug IS NOT NULL), '{}'::text[]) AS tags,
           coalesce(string_agg(t.name || ' ' || replace(t.slug, '-', ' '), ' '), '') AS tag_text,
           p.title, p.excerpt, p.body_markdown
    FROM posts p
    JOIN users u ON u.id = p.author_id
    LEFT JOIN post_tags pt ON pt.post_id = p.id
    LEFT JOIN tags t ON t.id = pt.tag_id
    WHERE p.status IN ('published', 'scheduled') AND p.published_at IS NOT NULL
      ${onlyPostId ? sql`AND p.id = ${onlyPostId}` : sql``}
    GROUP BY p.id, u.handle`;
}

/** Upserts the index rows of every eligible post (or one), oldest first so the heap is in date order. */
export function upsertPostSearchSql(onlyPostId?: string): SQL {
  return sql`
    INSERT INTO post_search (post_id, published_at, author_handle, tags, head, doc)
    SELECT id, published_at, handle, tags, head, head || setweight(to_tsvector('english', body_markdown), 'C')
    FROM (
      SELECT s.*, setweight(to_tsvector('english', s.title), 'A')
                  || setweight(to_tsvector('english', s.tag_text || ' ' || s.excerpt), 'B') AS head
      FROM (${sourcePosts(onlyPostId)}) s
    ) x
    ORDER BY published_at
    ON CONFLICT (post_id) DO UPDATE SET
      published_at = excluded.published_at, author_handle = excluded.author_handle,
      tags = excluded.tags, head = excluded.head, doc = excluded.doc`;
}

/** The unstemmed words of one post's text, for prefix expansion and typo correction. */
export function postWordsSql(onlyPostId?: string): SQL {
  return sql`
    SELECT to_tsvector('simple', s.title || ' ' || s.tag_text || ' ' || s.excerpt || ' ' || s.body_markdown) AS words
    FROM (${sourcePosts(onlyPostId)}) s`;
}

/** Only plain words of letters and digits are worth offering (no URLs, numbers with dots…). */
export const plainWordPattern = "^[[:alpha:][:digit:]]{1,48}$";
