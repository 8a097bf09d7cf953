import "server-only";
import { memberPicture } from "@/lib/member-picture";
import { and, asc, eq, sql } from "drizzle-orm";
import type { CommentThread, ThreadComment } from "@/lib/comment-thread";
import { hasRole } from "@/server/auth/permissions";
import { getDb } from "@/server/db/client";
import { commentLikes, comments, users, type UserRole } from "@/server/db/schema";

type Row = {
  id: string;
  parentId: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  /** Null for a tombstone whose author deleted their account (its deletedAt is set). */
  handle: string | null;
  name: string | null;
  image: string | null;
  role: UserRole | null;
  likes: number;
};

/**
 * A post's published comments as everyone who may read the post sees them: top-level comments
 * oldest first, each with its replies oldest first. A deleted or hidden comment disappears,
 * except a top-level one that still has replies shown: it keeps its place as a placeholder.
 */
export async function listCommentThread(postId: string): Promise<CommentThread> {
  const db = await getDb();
  const rows: Row[] = await db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      body: comments.body,
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
      deletedAt: comments.deletedAt,
      hiddenAt: comments.hiddenAt,
      handle: users.handle,
      name: users.name,
      image: users.image,
      role: users.role,
      likes: sql<number>`(select count(*) from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})::int`,
    })
    .from(comments)
    // A left join: a tombstone left by a deleted account has no author but keeps its replies' place.
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.postId, postId), eq(comments.status, "published")))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return buildThread(rows);
}

export function buildThread(rows: Row[]): CommentThread {
  const replies = new Map<string, ThreadComment[]>();
  for (const row of rows) {
    if (!row.parentId || !isShown(row)) continue;
    const list = replies.get(row.parentId) ?? [];
    list.push(toThreadComment(row, []));
    replies.set(row.parentId, list);
  }
  const list: ThreadComment[] = [];
  let count = 0;
  for (const row of rows) {
    if (row.parentId) continue;
    const own = replies.get(row.id) ?? [];
    if (!isShown(row) && own.length === 0) continue;
    count += own.length + (isShown(row) ? 1 : 0);
    list.push(toThreadComment(row, own));
  }
  return { count, comments: list };
}

function isShown(row: Pick<Row, "deletedAt" | "hiddenAt">): boolean {
  return !row.deletedAt && !row.hiddenAt;
}

export function toThreadComment(row: Omit<Row, "parentId">, replies: ThreadComment[]): ThreadComment {
  const base = { id: row.id, createdAt: toIso(row.createdAt), replies };
  if (row.deletedAt || !row.handle) return { ...base, state: "deleted", author: null, body: "", editedAt: null, likes: 0 };
  if (row.hiddenAt) return { ...base, state: "hidden", author: null, body: "", editedAt: null, likes: 0 };
  return {
    ...base,
    state: "visible",
    author: {
      name: row.name?.trim() || row.handle,
      handle: row.handle,
      image: memberPicture(row.image),
      isEditor: hasRole({ role: row.role ?? "reader" }, "editor"),
    },
    body: row.body,
    editedAt: row.editedAt ? toIso(row.editedAt) : null,
    likes: Number(row.likes),
  };
}

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
