import "server-only";
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { postTags, posts, tags, users } from "@/server/db/schema";
import { listTagsForPosts } from "./list-tags-for-posts";
import { postSummaryColumns, toPostSummary } from "./post-summary-columns";
import { publicPostCondition } from "./public-post-condition";
import type { PostPage } from "./types";

const inputSchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(12),
  tagSlug: z.string().min(1).max(200).optional(),
  authorHandle: z.string().min(1).max(64).optional(),
  now: z.date().optional(),
});

export type ListPublishedPostsInput = z.input<typeof inputSchema>;

/**
 * One page of public posts, newest first (ties broken by id so pages never overlap), with
 * author and tags, optionally only one tag's or one author's. A page past the end comes
 * back empty with the real pageCount, so the caller decides between 404 and a message.
 */
export async function listPublishedPosts(input: ListPublishedPostsInput = {}): Promise<PostPage> {
  const { page, pageSize, tagSlug, authorHandle, now = new Date() } = inputSchema.parse(input);
  const db = await getDb();

  const conditions: SQL[] = [publicPostCondition(now)];
  if (tagSlug) {
    const taggedPostIds = db
      .select({ id: postTags.postId })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(eq(tags.slug, tagSlug));
    conditions.push(inArray(posts.id, taggedPostIds));
  }
  if (authorHandle) {
    const authorIds = db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.handle}) = lower(${authorHandle})`);
    conditions.push(inArray(posts.authorId, authorIds));
  }
  const where = and(...conditions);

  const [totalRow] = await db.select({ total: count() }).from(posts).where(where);
  // count(*) is a number on PGlite and a string on node-postgres.
  const total = Number(totalRow?.total ?? 0);
  const rows = await db
    .select(postSummaryColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const tagsByPost = await listTagsForPosts(rows.map((row) => row.id));

  return {
    posts: rows.map((row) => toPostSummary(row, tagsByPost.get(row.id) ?? [])),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
