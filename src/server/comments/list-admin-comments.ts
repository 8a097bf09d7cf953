import "server-only";
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { assertRole, type Actor } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { commentBans, commentReports, comments, posts, users } from "@/server/db/schema";

export const adminCommentStatuses = ["all", "reported", "held", "hidden", "deleted"] as const;

export const adminCommentsQuerySchema = z.object({
  status: z.enum(adminCommentStatuses).catch("all").default("all"),
  /** A post's slug. */
  post: z.string().trim().max(200).optional().catch(undefined),
  /** A member's handle (with or without @). */
  member: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((value) => value?.replace(/^@/, "") || undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
const pageSize = 30;

export type AdminComment = {
  id: string;
  body: string;
  parentId: string | null;
  status: "held" | "published";
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  post: { slug: string; title: string };
  author: { id: string; handle: string; name: string | null; role: string; ban: { reason: string; until: Date | null } | null };
  /** Reports no editor has acted on yet. */
  openReports: { reason: string; reporterHandle: string; createdAt: Date }[];
};

const openReport = sql`exists (select 1 from ${commentReports} r where r.comment_id = ${comments.id} and r.resolved_at is null)`;

/**
 * Every comment for the moderation page, newest first, with its post, author (and their ban)
 * and open reports; filtered by state (reported, held, hidden, deleted), post and member.
 */
export async function listAdminComments(options: { actor: Actor; query: Partial<Record<"status" | "post" | "member" | "page", string>> }) {
  assertRole(options.actor, "editor");
  const query = adminCommentsQuerySchema.parse(options.query);
  const db = await getDb();
  const filters: (SQL | undefined)[] = [
    query.status === "reported" ? openReport : undefined,
    query.status === "held" ? eq(comments.status, "held") : undefined,
    query.status === "hidden" ? and(isNotNull(comments.hiddenAt), isNull(comments.deletedAt)) : undefined,
    query.status === "deleted" ? isNotNull(comments.deletedAt) : undefined,
    query.post ? eq(posts.slug, query.post) : undefined,
    query.member ? sql`lower(${users.handle}) = lower(${query.member})` : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        comment: comments,
        post: { slug: posts.slug, title: posts.title },
        author: { id: users.id, handle: users.handle, name: users.name, role: users.role },
        banReason: commentBans.reason,
        banUntil: commentBans.until,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .innerJoin(users, eq(users.id, comments.authorId))
      .leftJoin(commentBans, eq(commentBans.userId, comments.authorId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(where),
  ]);
  const ids = rows.map((row) => row.comment.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            commentId: commentReports.commentId,
            reason: commentReports.reason,
            createdAt: commentReports.createdAt,
            reporterHandle: users.handle,
          })
          .from(commentReports)
          .innerJoin(users, eq(users.id, commentReports.reporterId))
          .where(and(inArray(commentReports.commentId, ids), isNull(commentReports.resolvedAt)))
          .orderBy(commentReports.createdAt);
  const totalCount = Number(total?.total ?? 0);
  const items: AdminComment[] = rows.map(({ comment, post, author, banReason, banUntil }) => ({
    id: comment.id,
    body: comment.body,
    parentId: comment.parentId,
    status: comment.status,
    createdAt: comment.createdAt,
    editedAt: comment.editedAt,
    deletedAt: comment.deletedAt,
    hiddenAt: comment.hiddenAt,
    post,
    author: { ...author, ban: banReason === null ? null : { reason: banReason, until: banUntil } },
    openReports: reports.filter((report) => report.commentId === comment.id),
  }));
  return { items, total: totalCount, page: query.page, pageCount: Math.max(1, Math.ceil(totalCount / pageSize)), query };
}

/** Bans in force and past ones not yet lifted, newest first, for the moderation page. */
export async function listCommentBans(options: { actor: Actor; now?: Date }) {
  assertRole(options.actor, "editor");
  const db = await getDb();
  const rows = await db
    .select({
      userId: commentBans.userId,
      reason: commentBans.reason,
      until: commentBans.until,
      createdAt: commentBans.createdAt,
      handle: users.handle,
    })
    .from(commentBans)
    .innerJoin(users, eq(users.id, commentBans.userId))
    .orderBy(desc(commentBans.createdAt))
    .limit(200);
  const now = options.now ?? new Date();
  return rows.map((row) => ({ ...row, isActive: row.until === null || row.until.getTime() > now.getTime() }));
}
