import "server-only";
import { cache } from "react";
import type { PostAccess } from "@/lib/post-access";
import { withEtag } from "@/server/cache/text-with-etag";
import { cachedCommentRead } from "./comment-cache";
import { findCommentPost } from "./find-comment-post";
import { listCommentThread } from "./list-comment-thread";

/** A post's thread as the comments endpoint sends it: the JSON built and hashed once per change. */
export type CachedCommentThread = {
  post: { id: string; slug: string; access: PostAccess; publishedAt: string | null };
  count: number;
  json: string;
  etag: string;
};

/**
 * The thread of a live post from the shared data cache (null: no such post), read from the
 * database once after each change to its comments (comment-cache.ts). It holds gated posts'
 * comments too: the endpoint hands those out only after the reader's entitlement check, with
 * `private, no-store`, never to a shared HTTP cache.
 */
export const readCommentThread = cache((slug: string) =>
  cachedCommentRead(
    async (): Promise<CachedCommentThread | null> => {
      const post = await findCommentPost(slug);
      if (!post) return null;
      const thread = await listCommentThread(post.id);
      const { body, etag } = withEtag(JSON.stringify(thread));
      const publishedAt = post.publishedAt ? new Date(post.publishedAt).toISOString() : null;
      return { post: { id: post.id, slug: post.slug, access: post.access, publishedAt }, count: thread.count, json: body, etag };
    },
    ["comments:thread", slug],
    slug,
  ),
);
