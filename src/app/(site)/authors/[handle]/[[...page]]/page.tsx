import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostList } from "@/components/posts/post-list";
import { readCommentSettings } from "@/server/comments/read-comment-settings";
import { pagePath, parsePagePath } from "@/lib/parse-page-param";
import { readAuthor, readPostList } from "@/server/posts/read-public-pages";
import { buildPageMetadata } from "@/server/seo/build-page-metadata";

/** Rendered on the first request, then served from the route cache (see read-public-pages). */
export function generateStaticParams() {
  return [];
}

type AuthorPageProps = { params: Promise<{ handle: string; page?: string[] }> };

export async function generateMetadata({ params }: AuthorPageProps): Promise<Metadata> {
  const author = await readAuthor((await params).handle);
  if (!author) return { title: "Author not found" };
  const page = parsePagePath((await params).page) ?? 1;
  return buildPageMetadata({
    title: page > 1 ? `${author.name} — page ${page}` : author.name,
    description: author.bio || `Essays by ${author.name}.`,
    path: pagePath(`/authors/${author.handle}`, page),
    image: author.image,
  });
}

export default async function AuthorPage({ params }: AuthorPageProps) {
  const handle = (await params).handle;
  const page = parsePagePath((await params).page);
  const author = await readAuthor(handle);
  if (!author || page === null) notFound();
  const [result, comments] = await Promise.all([readPostList(page, { authorHandle: author.handle }), readCommentSettings()]);
  if (page > result.pageCount) notFound();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-10 flex max-w-2xl items-start gap-5">
        {author.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- avatars come from any sign-in provider's host
          <img src={author.image} alt="" className="size-16 rounded-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-2xl font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
          >
            {author.name.charAt(0).toUpperCase()}
          </div>
        )}
        <div>
          <p className="text-sm font-medium tracking-wide text-accent uppercase">Author</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{author.name}</h1>
          {author.bio ? <p className="mt-3 text-lg text-zinc-600 dark:text-zinc-400">{author.bio}</p> : null}
        </div>
      </div>
      <PostList result={result} basePath={`/authors/${author.handle}`} showsCommentCounts={comments.audience !== "off"} />
    </main>
  );
}
