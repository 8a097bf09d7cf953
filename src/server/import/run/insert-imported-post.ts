import "server-only";
import { and, eq, like, or } from "drizzle-orm";
import { generateExcerpt } from "@/lib/excerpt";
import { computeReadingMinutes } from "@/lib/reading-time";
import { getDb } from "@/server/db/client";
import { importSources, posts, redirects } from "@/server/db/schema";
import { setPostTags } from "@/server/posts/set-post-tags";
import { nextFreeSlug } from "../next-free-slug";
import type { ImportedPost, ImportPlatform } from "../types";

export type InsertedPost = { postId: string; slug: string; isPublic: boolean; problems: string[] } | { unchanged: true };

/** Paths of this site that an old link must not shadow. */
const ownPaths =
  /^\/(posts|tags|authors|search|pricing|account|signin|admin|api|uploads|feed\.xml|sitemap\.xml|robots\.txt|1|_next|dev|healthz|readyz|p)?$/;

/**
 * One imported post, written in one transaction with its tags, its source id and its old
 * links, so an interrupted run leaves each post whole or absent; a second import of the same
 * source id (a re-run, the same file again) finds it and changes nothing.
 */
export async function insertImportedPost(options: {
  platform: ImportPlatform;
  post: ImportedPost;
  body: { markdown: string; coverUrl: string | null; coverAlt: string };
  authorId: string;
  runId: string;
  now: Date;
}): Promise<InsertedPost> {
  const { post, platform } = options;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: importSources.entityId })
      .from(importSources)
      .where(and(eq(importSources.platform, platform), eq(importSources.kind, "post"), eq(importSources.sourceId, post.sourceId)));
    if (already) return { unchanged: true };
    const problems: string[] = [];
    const wanted = nextFreeSlug(post.slug, post.title, new Set());
    const similar = await tx
      .select({ slug: posts.slug })
      .from(posts)
      .where(or(eq(posts.slug, wanted), like(posts.slug, `${wanted}-%`)));
    const slug = nextFreeSlug(post.slug, post.title, new Set(similar.map((row) => row.slug)));
    if (post.slug && slug !== post.slug) problems.push(`Slug “${post.slug}” was taken: imported as “${slug}”.`);
    const status = post.status;
    const excerpt = post.excerpt.trim().slice(0, 500);
    const [row] = await tx
      .insert(posts)
      .values({
        title: post.title.slice(0, 200),
        slug,
        excerpt: excerpt || generateExcerpt(options.body.markdown),
        hasCustomExcerpt: excerpt !== "",
        bodyMarkdown: options.body.markdown,
        coverImageUrl: options.body.coverUrl,
        coverImageAlt: options.body.coverUrl ? options.body.coverAlt.slice(0, 300) : null,
        status,
        access: post.access,
        publishedAt: status === "draft" ? null : (post.publishedAt ?? options.now),
        authorId: options.authorId,
        readingMinutes: computeReadingMinutes(options.body.markdown),
        createdAt: post.publishedAt ?? options.now,
        updatedAt: options.now,
      })
      .returning({ id: posts.id, version: posts.version });
    await setPostTags(tx, row!.id, post.tags.slice(0, 20));
    await tx
      .insert(importSources)
      .values({ platform, kind: "post", sourceId: post.sourceId, entityId: row!.id, runId: options.runId, version: row!.version });
    const paths = [...new Set(post.oldPaths)].filter((path) => !ownPaths.test(path.toLowerCase()) && path !== `/posts/${slug}`);
    if (paths.length > 0) {
      const created = await tx
        .insert(redirects)
        .values(paths.map((path) => ({ path, postId: row!.id, runId: options.runId })))
        .onConflictDoNothing()
        .returning({ path: redirects.path });
      for (const path of paths) if (!created.some((r) => r.path === path)) problems.push(`Old link ${path} already leads to another post.`);
    }
    return { postId: row!.id, slug, isPublic: status !== "draft", problems };
  });
}
