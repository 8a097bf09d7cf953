import type { PostAccess } from "@/lib/post-access";

/**
 * What the public reading site shows. Dates are ISO strings so the values survive the
 * Next.js data cache (which stores JSON) unchanged; emails never leave the server.
 */
export type PublicAuthor = { id: string; handle: string; name: string; bio: string | null; image: string | null };

export type PublicTag = { id: string; slug: string; name: string; description: string };

export type TagWithCount = PublicTag & { postCount: number };

export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  author: PublicAuthor;
  tags: PublicTag[];
};

/** A post with its whole body: only server code that applies decideReading may show the body. */
export type PublicPost = PostSummary & { bodyMarkdown: string; access: PostAccess };

export type PostLink = { slug: string; title: string; publishedAt: string };

export type PostPage = { posts: PostSummary[]; total: number; page: number; pageSize: number; pageCount: number };
