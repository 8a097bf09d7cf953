import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostList } from "@/components/posts/post-list";
import { pagePath } from "@/lib/parse-page-param";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { readPostList } from "@/server/posts/read-public-pages";
import { buildPageMetadata } from "@/server/seo/build-page-metadata";

export async function homeMetadata(page: number): Promise<Metadata> {
  const settings = await readSiteSettings();
  return {
    ...(await buildPageMetadata({
      title: page > 1 ? `Latest essays, page ${page}` : settings.siteName,
      description: settings.description,
      path: pagePath("/", page),
    })),
    ...(page > 1
      ? {}
      : { title: { absolute: settings.description ? `${settings.siteName} — ${settings.description}` : settings.siteName } }),
  };
}

export async function HomeView({ page }: { page: number }) {
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
