import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostList } from "@/components/posts/post-list";
import { readCommentSettings } from "@/server/comments/read-comment-settings";
import { pagePath, parsePagePath } from "@/lib/parse-page-param";
import { readPostList, readTag } from "@/server/posts/read-public-pages";
import { buildPageMetadata } from "@/server/seo/build-page-metadata";

/** Rendered on the first request, then served from the route cache (see read-public-pages). */
export function generateStaticParams() {
  return [];
}

type TagPageProps = { params: Promise<{ slug: string; page?: string[] }> };

export async function generateMetadata({ params }: TagPageProps): Promise<Metadata> {
  const { slug } = await params;
  const tag = await readTag(slug);
  if (!tag) return { title: "Topic not found" };
  const page = parsePagePath((await params).page) ?? 1;
  return buildPageMetadata({
    title: page > 1 ? `${tag.name} — page ${page}` : tag.name,
    description: tag.description || `Essays about ${tag.name.toLowerCase()}.`,
    path: pagePath(`/tags/${tag.slug}`, page),
    feedPath: `/tags/${tag.slug}/feed.xml`,
  });
}

export default async function TagPage({ params }: TagPageProps) {
  const slug = (await params).slug;
  const page = parsePagePath((await params).page);
  const tag = await readTag(slug);
  if (!tag || page === null) notFound();
  const [result, comments] = await Promise.all([readPostList(page, { tagSlug: tag.slug }), readCommentSettings()]);
  if (page > result.pageCount) notFound();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-10 max-w-2xl">
        <p className="text-sm font-medium tracking-wide text-accent uppercase">Topic</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{tag.name}</h1>
        {tag.description ? <p className="mt-3 text-lg text-zinc-600 dark:text-zinc-400">{tag.description}</p> : null}
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          {result.total} {result.total === 1 ? "essay" : "essays"} ·{" "}
          <a href={`/tags/${tag.slug}/feed.xml`} className="underline underline-offset-4 hover:text-accent">
            Atom feed of this topic
          </a>
        </p>
      </div>
      <PostList
        result={result}
        basePath={`/tags/${tag.slug}`}
        emptyMessage="No essays on this topic yet."
        showsCommentCounts={comments.audience !== "off"}
      />
    </main>
  );
}
