import { posts, users } from "@/server/db/schema";
import type { PostSummary, PublicTag } from "./types";

/** Columns of a post card (post + author); select them with an inner join on users. */
export const postSummaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImageUrl: posts.coverImageUrl,
  coverImageAlt: posts.coverImageAlt,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
  readingMinutes: posts.readingMinutes,
  authorId: users.id,
  authorHandle: users.handle,
  authorName: users.name,
  authorBio: users.bio,
  authorImage: users.image,
};

export type PostSummaryRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  readingMinutes: number;
  authorId: string;
  authorHandle: string;
  authorName: string | null;
  authorBio: string | null;
  authorImage: string | null;
};

export function toPostSummary(row: PostSummaryRow, tags: PublicTag[]): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImageUrl: row.coverImageUrl,
    coverImageAlt: row.coverImageAlt,
    // Public posts always have a publishedAt (the public condition requires it).
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: row.readingMinutes,
    author: {
      id: row.authorId,
      handle: row.authorHandle,
      name: row.authorName ?? row.authorHandle,
      bio: row.authorBio,
      image: row.authorImage,
    },
    tags,
  };
}
