"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Hits, Pagination, useClearRefinements, useInstantSearch, usePagination, useSearchBox, useStats } from "react-instantsearch";
import { SearchFacet } from "./search-facet";
import { PostHitView, type PostHit } from "./post-hit-view";
import { Button } from "@/components/ui/button";

/**
 * "No posts match …" with what to try next; a clear-filters button when filters narrowed it.
 * Always mounted (its widget too): a widget mounted and unmounted as results come and go would
 * ask for a new search each time, and an answer that unmounts it again would loop.
 */
function NoResults({ query, show }: { query: string; show: boolean }) {
  const { canRefine, refine } = useClearRefinements();
  if (!show) return null;
  return (
    <div className="rounded border border-zinc-300 p-4 dark:border-zinc-700" data-testid="no-results">
      <p className="font-medium">No posts match “{query}”.</p>
      <ul className="mt-2 list-disc pl-5 text-zinc-700 dark:text-zinc-300">
        <li>Check the spelling.</li>
        <li>Try fewer or more general words.</li>
        {canRefine ? (
          <li>
            <Button variant="link" onClick={refine}>
              Clear the filters
            </Button>{" "}
            to search every post.
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * The pager, only when there is more than one page. A page past the end (?page=99) moves to
 * the last page. Changing page brings the results' top into view and moves focus there, so
 * a keyboard or screen-reader user lands on the new results rather than at the foot of the page.
 */
function ResultPager({ resultsRef }: { resultsRef: React.RefObject<HTMLElement | null> }) {
  const { currentRefinement, nbPages, refine } = usePagination();
  const { results } = useInstantSearch();
  const moved = useRef(false);
  const nbHits = results?.nbHits ?? 0;
  const page = results?.page ?? 0;
  useEffect(() => {
    if (nbHits > 0 && nbPages > 0 && currentRefinement >= nbPages) refine(nbPages - 1);
  }, [currentRefinement, nbPages, nbHits, refine]);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: "start" });
  }, [page, resultsRef]);
  // Hidden rather than unmounted, for the same reason as NoResults.
  return (
    <nav aria-label="Result pages" hidden={nbPages <= 1} className="mt-6" onClickCapture={() => (moved.current = true)}>
      <Pagination
        classNames={{
          list: "flex flex-wrap gap-2",
          link: "rounded px-2 py-1 hover:bg-zinc-100 dark:hover:bg-zinc-800",
          selectedItem: "font-bold underline",
          // A disabled item is a span whose aria-label screen readers ignore: not shown at all.
          disabledItem: "hidden",
        }}
      />
    </nav>
  );
}

/**
 * Facets beside the results on a wide screen; on a phone behind a "Filters" button, opening
 * right under it (above the results), where the reader is.
 */
export function SearchResults() {
  const { query } = useSearchBox();
  const { nbHits } = useStats();
  const { status } = useInstantSearch();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const filtersId = useId();
  const isEmpty = nbHits === 0 && status === "idle";
  return (
    <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-8">
      <div className="md:hidden">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters
        </Button>
      </div>
      <aside
        id={filtersId}
        aria-label="Filters"
        className={`space-y-6 text-sm md:block ${filtersOpen ? "block rounded border border-zinc-300 p-3 md:border-0 md:p-0 dark:border-zinc-700" : "hidden"}`}
      >
        <SearchFacet attribute="tags" title="Tags" />
        <SearchFacet attribute="author" title="Author" />
      </aside>
      <section ref={resultsRef} tabIndex={-1} aria-label="Results" className="min-w-0 scroll-mt-4 outline-none">
        <NoResults query={query} show={isEmpty} />
        <Hits<PostHit> hitComponent={PostHitView} classNames={{ list: "divide-y divide-zinc-200 dark:divide-zinc-800" }} />
        <ResultPager resultsRef={resultsRef} />
      </section>
    </div>
  );
}
