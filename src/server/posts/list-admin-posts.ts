import "server-only";
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { postStatuses, postTags, posts, tags, users } from "@/server/db/schema";
import { postAccessLevels, type PostAccess } from "@/lib/post-access";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { effectivePostStatus } from "@/lib/effective-post-status";
import { publicPostCondition } from "./public-post-condition";

const adminPostsQuerySchema = z.object({
  status: z.enum(postStatuses).optional().catch(undefined),
  access: z.enum(postAccessLevels).optional().catch(undefined),
  tag: z.string().trim().max(120).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  sort: z.enum(["updated", "published"]).catch("updated").default("updated"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type AdminPostsQuery = z.input<typeof adminPostsQuerySchema>;

type AdminPostRow = {
  id: string;
  title: string;
  slug: string;
  status: (typeof postStatuses)[number];
  access: PostAccess;
  authorHandle: string;
  authorName: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  tagNames: string[];
};

const adminPostsPageSize = 20;

/** Every post (drafts too) for the admin list: filter by status, access and tag, search titles, paginate. */
export async function listAdminPosts(options: { actor: Actor; query: AdminPostsQuery; now?: Date }) {
  assertRole(options.actor, "editor");
  const query = adminPostsQuerySchema.parse(options.query);
  const db = await getDb();
  const conditions: SQL[] = [];
  const now = options.now ?? new Date();
  if (query.status) conditions.push(statusCondition(query.status, now));
  if (query.access) conditions.push(eq(posts.access, query.access));
  if (query.q) conditions.push(ilike(posts.title, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (query.tag) {
    conditions.push(
      inArray(
        posts.id,
        db.select({ id: postTags.postId }).from(postTags).innerJoin(tags, eq(tags.id, postTags.tagId)).where(eq(tags.slug, query.tag)),
      ),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    query.sort === "published"
      ? [sql`${posts.publishedAt} desc nulls last`, desc(posts.updatedAt)]
      : [desc(posts.updatedAt), asc(posts.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        slug: posts.slug,
        status: posts.status,
        access: posts.access,
        authorHandle: users.handle,
        authorName: users.name,
        publishedAt: posts.publishedAt,
        updatedAt: posts.updatedAt,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .orderBy(...order)
      .limit(adminPostsPageSize)
      .offset((query.page - 1) * adminPostsPageSize),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const tagRows =
    ids.length > 0
      ? await db
          .select({ postId: postTags.postId, name: tags.name })
          .from(postTags)
          .innerJoin(tags, eq(tags.id, postTags.tagId))
          .where(inArray(postTags.postId, ids))
      : [];
  const items: AdminPostRow[] = rows.map((row) => ({
    ...row,
    status: effectivePostStatus(row.status, row.publishedAt, now),
    tagNames: tagRows.filter((t) => t.postId === row.id).map((t) => t.name),
  }));
  const totalCount = Number(total?.total ?? 0);
  return { items, total: totalCount, page: query.page, pageCount: Math.max(1, Math.ceil(totalCount / adminPostsPageSize)), query };
}

/** Status as the editor sees it: a scheduled post whose time has passed counts as published. */
function statusCondition(status: (typeof postStatuses)[number], now: Date): SQL {
  if (status === "published") return or(eq(posts.status, "published"), publicPostCondition(now))!;
  if (status === "scheduled") return and(eq(posts.status, "scheduled"), gt(posts.publishedAt, now))!;
  return eq(posts.status, status);
}
