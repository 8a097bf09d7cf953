"use client";

import { useDeferredValue, useMemo } from "react";
import { renderMarkdown } from "@/lib/render-markdown";
import { splitPreview } from "@/lib/paywall-preview";
import { isGatedAccess, postAccessLabels, type PostAccess } from "@/lib/post-access";
import { CoverImage } from "@/components/posts/cover-image";

type Props = {
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  coverImageUrl: string;
  coverImageAlt: string;
  slug: string;
  access: PostAccess;
};

/**
 * The post as its page will show it: the public page's renderer (sanitizing, as there) and its
 * `post-body` styles, run here in the browser — no request per keystroke, and it keeps working
 * when the session or the network is gone. Rendering is deferred so typing never waits for it.
 * A gated post shows where its preview ends (the marker, or the automatic cut) as the page does.
 */
export function MarkdownPreview({ title, excerpt, bodyMarkdown, coverImageUrl, coverImageAlt, slug, access }: Props) {
  const deferredBody = useDeferredValue(bodyMarkdown);
  const isGated = isGatedAccess(access);
  const parts = useMemo(() => {
    if (!isGated) return { preview: renderMarkdown(deferredBody), rest: null, hasMarker: false };
    const split = splitPreview(deferredBody);
    return { preview: renderMarkdown(split.preview), rest: renderMarkdown(split.rest), hasMarker: split.hasMarker };
  }, [deferredBody, isGated]);
  return (
    <section aria-label="Preview" className="min-w-0 rounded-md border border-zinc-200 p-4 sm:p-6 dark:border-zinc-800">
      <div className="flex flex-col gap-4">
        {/* Styled as the page's title; not a heading here, where the editor's own h1 leads. */}
        <p className="text-3xl font-bold tracking-tight text-balance">{title || "Untitled"}</p>
        {excerpt ? <p className="text-xl text-zinc-600 dark:text-zinc-400">{excerpt}</p> : null}
      </div>
      {coverImageUrl ? <CoverImage url={coverImageUrl} alt={coverImageAlt} seed={slug} className="mt-6" /> : null}
      <div data-testid="preview" className="post-body mt-8" dangerouslySetInnerHTML={{ __html: parts.preview }} />
      {parts.rest !== null ? (
        <>
          <p
            data-testid="paywall-cut"
            role="separator"
            className="my-6 border-y border-dashed border-violet-400 py-2 text-center text-sm font-medium text-violet-800 dark:text-violet-300"
          >
            {parts.hasMarker ? "Paywall marker" : "Automatic cut (no marker)"}: only {postAccessLabels[access].toLowerCase()} read past this
            line
          </p>
          <div data-testid="preview-rest" className="post-body" dangerouslySetInnerHTML={{ __html: parts.rest }} />
        </>
      ) : null}
    </section>
  );
}
