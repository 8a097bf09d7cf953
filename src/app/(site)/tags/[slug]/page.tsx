import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PostList } from "@/components/posts/post-list";
import { parsePageParam } from "@/lib/parse-page-param";
import { readPostList, readTag } from "@/server/posts/read-public-pages";
import { buildPageMetadata } from "@/server/seo/build-page-metadata";

type TagPageProps = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params, searchParams }: TagPageProps): Promise<Metadata> {
  await connection();
  const { slug } = await params;
  const tag = await readTag(slug);
  if (!tag) return { title: "Topic not found" };
  const page = parsePageParam((await searchParams).page) ?? 1;
  return buildPageMetadata({
    title: page > 1 ? `${tag.name} — page ${page}` : tag.name,
    description: tag.description || `Essays about ${tag.name.toLowerCase()}.`,
    path: `/tags/${tag.slug}${page > 1 ? `?page=${page}` : ""}`,
  });
}

export default async function TagPage({ params, searchParams }: TagPageProps) {
  await connection();
  const slug = (await params).slug;
  const page = parsePageParam((await searchParams).page);
  const tag = await readTag(slug);
  if (!tag || page === null) notFound();
  const result = await readPostList(page, { tagSlug: tag.slug });
  if (page > result.pageCount) notFound();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-10 max-w-2xl">
        <p className="text-sm font-medium tracking-wide text-emerald-800 uppercase dark:text-emerald-300">Topic</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{tag.name}</h1>
        {tag.description ? <p className="mt-3 text-lg text-zinc-600 dark:text-zinc-400">{tag.description}</p> : null}
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          {result.total} {result.total === 1 ? "essay" : "essays"}
        </p>
      </div>
      <PostList result={result} basePath={`/tags/${tag.slug}`} emptyMessage="No essays on this topic yet." />
    </main>
  );
}
