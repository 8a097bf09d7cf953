"use client";

import Link from "next/link";
import { useContext } from "react";
import { Highlight, Snippet } from "react-instantsearch";
import type { Hit as AlgoliaHit } from "instantsearch.js";
import { LabelsContext } from "./search-facet";

export type PostHit = AlgoliaHit<{
  title: string;
  body?: string;
  slug: string;
  excerpt: string;
  tags: string[];
  author: string;
  authorName: string;
  publishedAt: string;
  readingMinutes: number;
}>;

const highlightClass = "rounded-sm bg-yellow-200 text-zinc-950 dark:bg-yellow-300 dark:text-zinc-950";
const dateFormat = new Intl.DateTimeFormat("en", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** One result. Highlight and Snippet render the stored text escaped (InstantSearch's escapeHTML): markup in a post stays text. */
export function PostHitView({ hit }: { hit: PostHit }) {
  const tagLabels = useContext(LabelsContext).tags;
  return (
    <article className="py-4">
      <h2 className="text-lg font-semibold break-words">
        <Link href={`/posts/${hit.slug}`} className="hover:underline">
          <Highlight hit={hit} attribute="title" classNames={{ highlighted: highlightClass }} />
        </Link>
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        <time dateTime={hit.publishedAt}>{dateFormat.format(new Date(hit.publishedAt))}</time> · {hit.authorName} · {hit.readingMinutes} min
        read
        {hit.tags.length > 0 ? ` · ${hit.tags.map((tag) => `#${tagLabels[tag] ?? tag}`).join(" ")}` : ""}
      </p>
      <p className="mt-2 break-words text-zinc-800 dark:text-zinc-200">
        <Snippet hit={hit} attribute="body" classNames={{ highlighted: highlightClass }} />
      </p>
    </article>
  );
}
