import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";

/** The names readers see for facet values: tag slug → tag name, author handle → author name. */
export type FacetLabels = { tags: Record<string, string>; author: Record<string, string> };

export async function listFacetLabels(): Promise<FacetLabels> {
  const db = await getDb();
  const tags = await db.execute<{ slug: string; name: string }>(sql`SELECT slug, name FROM tags`);
  const authors = await db.execute<{ handle: string; name: string | null }>(
    sql`SELECT u.handle, u.name FROM users u WHERE EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id)`,
  );
  return {
    tags: Object.fromEntries(tags.rows.map((row) => [row.slug, row.name])),
    author: Object.fromEntries(authors.rows.map((row) => [row.handle, row.name ?? row.handle])),
  };
}
