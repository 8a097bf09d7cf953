import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { AppError } from "@/server/errors";
import { requireAdminPage } from "@/server/http/require-page-session";
import { getPostPreview } from "@/server/posts/get-post-preview";
import { CoverImage } from "@/components/posts/cover-image";
import { PostMeta } from "@/components/posts/post-meta";

export const metadata: Metadata = { title: "Preview" };

/** The saved post as a reader will see it, before it is published: the public page's renderer, styles and parts. */
export default async function PreviewPostPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const actor = await requireAdminPage("editor", `/admin/posts/${id}/preview`);
  const { post, author, bodyHtml } = await getPostPreview({ actor, id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  return (
    <>
      <div
        role="status"
        className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-md bg-amber-50 p-3 text-sm dark:bg-amber-950"
      >
        <p>
          Preview of the last saved version{post.status === "published" ? "" : " — not published yet"}. Unsaved changes in the editor are
          not shown.
        </p>
        <Link href={`/admin/posts/${post.id}`} className="font-medium underline">
          Back to the editor
        </Link>
      </div>
      <article className="mx-auto max-w-2xl">
        <header className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
          {post.excerpt ? <p className="text-xl text-zinc-600 dark:text-zinc-400">{post.excerpt}</p> : null}
          {author ? (
            <PostMeta author={author} publishedAt={(post.publishedAt ?? new Date()).toISOString()} readingMinutes={post.readingMinutes} />
          ) : null}
        </header>
        <CoverImage url={post.coverImageUrl} alt={post.coverImageAlt} seed={post.slug} priority className="mt-8" />
        <div className="post-body mt-10" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      </article>
    </>
  );
}
