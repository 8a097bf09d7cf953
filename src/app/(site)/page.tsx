import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PostList } from "@/components/posts/post-list";
import { parsePageParam } from "@/lib/parse-page-param";
import { getEnv } from "@/server/env";
import { readPostList } from "@/server/posts/read-public-pages";
import { buildPageMetadata } from "@/server/seo/build-page-metadata";

type HomeProps = { searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ searchParams }: HomeProps): Promise<Metadata> {
  const page = parsePageParam((await searchParams).page) ?? 1;
  const env = getEnv();
  return {
    ...buildPageMetadata({
      title: page > 1 ? `Latest essays, page ${page}` : env.SITE_NAME,
      description: "Essays on personal growth and mindset: habits, focus, resilience and the quiet work of becoming who you mean to be.",
      path: page > 1 ? `/?page=${page}` : "/",
    }),
    ...(page > 1 ? {} : { title: { absolute: `${env.SITE_NAME} — essays on personal growth and mindset` } }),
  };
}

export default async function HomePage({ searchParams }: HomeProps) {
  await connection();
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  const result = await readPostList(page);
  if (page > result.pageCount) notFound();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Latest essays</h1>
        <p className="mt-3 text-lg text-zinc-600 dark:text-zinc-400">Writing on personal growth and mindset, newest first.</p>
      </div>
      <PostList result={result} basePath="/" />
    </main>
  );
}
