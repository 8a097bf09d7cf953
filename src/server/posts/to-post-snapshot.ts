import type { Post } from "@/server/db/schema";
import type { PostSnapshot } from "@/lib/action-result";
import { effectivePostStatus } from "@/lib/effective-post-status";

/** A post as the editor (a client component) receives it: plain, serializable values. */
export function toPostSnapshot(post: Post, tags: string[], now: Date = new Date()): PostSnapshot {
  return {
    id: post.id,
    version: post.version,
    title: post.title,
    slug: post.slug,
    // Only a written excerpt fills the field; a generated one is the field's placeholder.
    excerpt: post.hasCustomExcerpt ? post.excerpt : "",
    bodyMarkdown: post.bodyMarkdown,
    coverImageUrl: post.coverImageUrl ?? "",
    coverImageAlt: post.coverImageAlt ?? "",
    authorId: post.authorId,
    // A scheduled post past its time is live: the editor shows it as published.
    status: effectivePostStatus(post.status, post.publishedAt, now),
    access: post.access,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
    readingMinutes: post.readingMinutes,
    tags,
  };
}
