"use client";

import Link from "next/link";
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import {
  Configure,
  Highlight,
  Hits,
  InstantSearch,
  Pagination,
  RefinementList,
  SearchBox,
  Snippet,
  SortBy,
  useInstantSearch,
  useSearchBox,
  useStats,
} from "react-instantsearch";
import type { Hit as AlgoliaHit } from "instantsearch.js";
import { createSearchClient, type GroundworkSearchClient, type SearchFailure } from "./search-client";
import { mainIndex, relevanceIndex, searchRouting } from "./search-routing";
import { SaveSearchButton } from "@/components/newsletter/save-search-button";

type PostHit = AlgoliaHit<{
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

function PostHitView({ hit }: { hit: PostHit }) {
  const tagLabels = useContext(LabelsContext).tags;
  return (
    <article className="py-4">
      <h2 className="text-lg font-semibold">
        <Link href={`/posts/${hit.slug}`} className="hover:underline">
          <Highlight hit={hit} attribute="title" classNames={{ highlighted: highlightClass }} />
        </Link>
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        <time dateTime={hit.publishedAt}>{dateFormat.format(new Date(hit.publishedAt))}</time> · {hit.authorName} · {hit.readingMinutes} min
        read
        {hit.tags.length > 0 ? ` · ${hit.tags.map((tag) => `#${tagLabels[tag] ?? tag}`).join(" ")}` : ""}
      </p>
      <p className="mt-2 text-zinc-800 dark:text-zinc-200">
        <Snippet hit={hit} attribute="body" classNames={{ highlighted: highlightClass }} />
      </p>
    </article>
  );
}

const FailureContext = createContext<SearchFailure | null>(null);

const noFailure = () => null;
function useSearchFailure(client: GroundworkSearchClient | null): SearchFailure | null {
  const subscribe = useCallback((listener: () => void) => client?.subscribeFailure(listener) ?? (() => {}), [client]);
  return useSyncExternalStore(subscribe, client?.getFailure ?? noFailure, noFailure);
}

/** Facet values are slugs and handles (what filters name); readers see the names used elsewhere on the site. */
export type FacetLabels = { tags: Record<string, string>; author: Record<string, string> };
const LabelsContext = createContext<FacetLabels>({ tags: {}, author: {} });

function useLabelItems(attribute: keyof FacetLabels) {
  const labels = useContext(LabelsContext)[attribute];
  // Stable per labels: a new function each render would re-create the widget.
  return useCallback(
    <T extends { label: string }>(items: T[]): T[] => items.map((item) => ({ ...item, label: labels[item.label] ?? item.label })),
    [labels],
  );
}

function SearchStatus() {
  const failure = useContext(FailureContext);
  const { status, refresh } = useInstantSearch({ catchError: true });
  const { nbHits, processingTimeMS, query } = useStats();
  if (failure) {
    return (
      <div
        role="alert"
        className="rounded border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p>{failure.message}</p>
        <button type="button" onClick={() => refresh()} className="mt-2 rounded bg-red-700 px-3 py-1 text-white hover:bg-red-800">
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="flex min-h-6 items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
      {status === "stalled" ? (
        <span role="status" className="inline-flex items-center gap-2" data-testid="search-spinner">
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-zinc-400 border-t-transparent" />
          Searching…
        </span>
      ) : null}
      <p aria-live="polite" aria-atomic="true">
        {query.trim() !== "" && status !== "stalled"
          ? `${nbHits.toLocaleString("en")} ${nbHits === 1 ? "result" : "results"} (${processingTimeMS} ms)`
          : ""}
      </p>
    </div>
  );
}

function Results({ canSearch }: { canSearch: boolean }) {
  const { query } = useSearchBox();
  const tagLabels = useLabelItems("tags");
  const authorLabels = useLabelItems("author");
  const failure = useContext(FailureContext);
  if (!canSearch) {
    return (
      <div className="rounded border border-zinc-300 p-4 dark:border-zinc-700" data-testid="no-subscription">
        <p>Search comes with a subscription.</p>
        <p className="mt-2">
          <Link href="/pricing" className="font-medium underline">
            See the plans
          </Link>{" "}
          to search every post by word, tag and author.
        </p>
      </div>
    );
  }
  if (failure) return null;
  if (query.trim() === "")
    return <p className="text-zinc-600 dark:text-zinc-400">Type a word to search every post: titles, text, tags and authors.</p>;
  return (
    <div className="grid gap-8 md:grid-cols-[12rem_1fr]">
      <aside className="space-y-6 text-sm">
        <section aria-labelledby="facet-tags">
          <h2 id="facet-tags" className="mb-2 font-semibold">
            Tags
          </h2>
          <RefinementList
            attribute="tags"
            transformItems={tagLabels}
            classNames={{ count: "ml-1 text-zinc-600 dark:text-zinc-400", label: "flex items-center gap-2", checkbox: "size-4" }}
          />
        </section>
        <section aria-labelledby="facet-author">
          <h2 id="facet-author" className="mb-2 font-semibold">
            Author
          </h2>
          <RefinementList
            attribute="author"
            transformItems={authorLabels}
            classNames={{ count: "ml-1 text-zinc-600 dark:text-zinc-400", label: "flex items-center gap-2", checkbox: "size-4" }}
          />
        </section>
      </aside>
      <div>
        <Hits<PostHit> hitComponent={PostHitView} classNames={{ list: "divide-y divide-zinc-200 dark:divide-zinc-800" }} />
        <nav aria-label="Result pages" className="mt-6">
          <Pagination
            classNames={{
              list: "flex gap-2",
              link: "rounded px-2 py-1 hover:bg-zinc-100 dark:hover:bg-zinc-800",
              selectedItem: "font-bold underline",
            }}
          />
        </nav>
      </div>
    </div>
  );
}

const subscribeNever = () => () => {};

/**
 * The /search page's InstantSearch. Mounted in the browser only: the search client and its
 * key exist only there, and only for the signed-in person this page was rendered for.
 */
export function SearchPage({ canSearch, labels }: { canSearch: boolean; labels: FacetLabels }) {
  // true in the browser, false while rendering on the server
  const mounted = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const searchClient = useMemo(() => (mounted ? createSearchClient({ canSearch }) : null), [mounted, canSearch]);
  const failure = useSearchFailure(searchClient);
  if (!searchClient) return <p className="text-zinc-600 dark:text-zinc-400">Loading search…</p>;
  return (
    <LabelsContext.Provider value={labels}>
      <FailureContext.Provider value={failure}>
        <InstantSearch
          searchClient={searchClient as never}
          indexName={mainIndex}
          routing={searchRouting as never}
          stalledSearchDelay={200}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          {/* Highlights come back as stored text; InstantSearch escapes them (escapeHTML, its default). */}
          <Configure hitsPerPage={10} attributesToSnippet={["body:30"]} snippetEllipsisText="…" />
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <SearchBox
                placeholder="Search posts"
                autoFocus
                classNames={{
                  root: "flex-1",
                  form: "flex gap-2",
                  input: "w-full rounded border border-zinc-300 px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900",
                  submit: "sr-only",
                  reset: "sr-only",
                  loadingIndicator: "sr-only",
                }}
              />
              <label className="flex items-center gap-2 text-sm">
                Sort by
                <SortBy
                  items={[
                    { label: "Newest", value: mainIndex },
                    { label: "Relevance", value: relevanceIndex },
                  ]}
                  classNames={{ select: "rounded border border-zinc-300 px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900" }}
                />
              </label>
              {canSearch ? <SaveSearchButton /> : null}
            </div>
            <SearchStatus />
            <Results canSearch={canSearch} />
          </div>
        </InstantSearch>
      </FailureContext.Provider>
    </LabelsContext.Provider>
  );
}
