import "server-only";
import { asc, count, eq, ilike, or } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts, redirects } from "@/server/db/schema";
import { assertRole, type Actor } from "@/server/auth/permissions";

export type RedirectRow = { path: string; postId: string; slug: string; title: string; isImported: boolean; createdAt: Date };

const pageSize = 50;

/** The redirects by old path, 50 a page, optionally those whose path or post title contains `query`. */
export async function listRedirects(options: { actor: Actor; query?: string; page?: number }) {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const query = options.query?.trim().slice(0, 200);
  const where = query ? or(ilike(redirects.path, `%${escapeLike(query)}%`), ilike(posts.title, `%${escapeLike(query)}%`)) : undefined;
  const [total] = await db.select({ count: count() }).from(redirects).innerJoin(posts, eq(posts.id, redirects.postId)).where(where);
  const pageCount = Math.max(1, Math.ceil(Number(total?.count ?? 0) / pageSize));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const rows = await db
    .select({
      path: redirects.path,
      postId: redirects.postId,
      slug: posts.slug,
      title: posts.title,
      runId: redirects.runId,
      createdAt: redirects.createdAt,
    })
    .from(redirects)
    .innerJoin(posts, eq(posts.id, redirects.postId))
    .where(where)
    .orderBy(asc(redirects.path))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const items: RedirectRow[] = rows.map(({ runId, ...row }) => ({ ...row, isImported: runId !== null }));
  return { items, total: Number(total?.count ?? 0), page, pageCount };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
