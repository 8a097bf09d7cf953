import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JoinForm } from "@/components/membership/join-form";
import { PostList } from "@/components/posts/post-list";
import { readCommentSettings } from "@/server/comments/read-comment-settings";
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
  const [result, settings, comments] = await Promise.all([readPostList(page), readSiteSettings(), readCommentSettings()]);
  if (page > result.pageCount) notFound();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {page === 1 ? (
        <section
          aria-label="Subscribe"
          className="mb-12 rounded-lg border border-zinc-200 p-6 sm:p-8 dark:border-zinc-800"
          data-testid="home-join"
        >
          <p className="text-2xl font-semibold tracking-tight">{settings.siteName}</p>
          {settings.description ? <p className="mt-2 max-w-2xl text-lg text-zinc-600 dark:text-zinc-400">{settings.description}</p> : null}
          <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">New posts in your inbox, free. No spam; unsubscribe in one click.</p>
          <div className="mt-3">
            <JoinForm />
          </div>
        </section>
      ) : null}
      <div className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Latest essays</h1>
        <p className="mt-3 text-lg text-zinc-600 dark:text-zinc-400">Writing on personal growth and mindset, newest first.</p>
      </div>
      <PostList result={result} basePath="/" showsCommentCounts={comments.audience !== "off"} />
    </main>
  );
}
