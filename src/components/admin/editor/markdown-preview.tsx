"use client";

import { useDeferredValue, useMemo } from "react";
import { renderMarkdown } from "@/lib/render-markdown";
import { CoverImage } from "@/components/posts/cover-image";

type Props = { title: string; excerpt: string; bodyMarkdown: string; coverImageUrl: string; coverImageAlt: string; slug: string };

/**
 * The post as its page will show it: the public page's renderer (sanitizing, as there) and its
 * `post-body` styles, run here in the browser — no request per keystroke, and it keeps working
 * when the session or the network is gone. Rendering is deferred so typing never waits for it.
 */
export function MarkdownPreview({ title, excerpt, bodyMarkdown, coverImageUrl, coverImageAlt, slug }: Props) {
  const deferredBody = useDeferredValue(bodyMarkdown);
  const html = useMemo(() => renderMarkdown(deferredBody), [deferredBody]);
  return (
    <section aria-label="Preview" className="min-w-0 rounded-md border border-zinc-200 p-4 sm:p-6 dark:border-zinc-800">
      <div className="flex flex-col gap-4">
        {/* Styled as the page's title; not a heading here, where the editor's own h1 leads. */}
        <p className="text-3xl font-bold tracking-tight text-balance">{title || "Untitled"}</p>
        {excerpt ? <p className="text-xl text-zinc-600 dark:text-zinc-400">{excerpt}</p> : null}
      </div>
      {coverImageUrl ? <CoverImage url={coverImageUrl} alt={coverImageAlt} seed={slug} className="mt-6" /> : null}
      <div data-testid="preview" className="post-body mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
