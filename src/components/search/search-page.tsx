"use client";

import Link from "next/link";
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { Configure, InstantSearch, SearchBox, SortBy, useInstantSearch, useSearchBox, useStats } from "react-instantsearch";
import { createSearchClient, type GroundworkSearchClient, type SearchFailure, type SearchFix } from "./search-client";
import { mainIndex, relevanceIndex, searchRouting } from "./search-routing";
import { LabelsContext, type FacetLabels } from "./search-facet";
import { SearchResults } from "./search-results";
import { SaveSearchButton } from "@/components/newsletter/save-search-button";
import { Button } from "@/components/ui/button";

export type { FacetLabels } from "./search-facet";

const FailureContext = createContext<SearchFailure | null>(null);

const noFailure = () => null;
function useSearchFailure(client: GroundworkSearchClient | null): SearchFailure | null {
  const subscribe = useCallback((listener: () => void) => client?.subscribeFailure(listener) ?? (() => {}), [client]);
  return useSyncExternalStore(subscribe, client?.getFailure ?? noFailure, noFailure);
}

/** Applies a failure's fix to the search: back to page 1, the query cut short, or a new search. */
function useApplyFix() {
  const { setIndexUiState } = useInstantSearch();
  return useCallback(
    (fix: SearchFix) =>
      setIndexUiState((state) => {
        if (fix.kind === "first-page") return { ...state, page: 1 };
        if (fix.kind === "shorten-query") return { ...state, query: (state.query ?? "").slice(0, fix.length), page: 1 };
        return { ...state, query: "", page: 1, refinementList: {} };
      }),
    [setIndexUiState],
  );
}

/** The count and time of the answer, the spinner, or the failure with its fix (a bad request) or Retry. */
function SearchStatus() {
  const failure = useContext(FailureContext);
  const { status, refresh } = useInstantSearch({ catchError: true });
  const { nbHits, processingTimeMS, query } = useStats();
  const applyFix = useApplyFix();
  if (failure) {
    const { fix } = failure;
    return (
      <div
        role="alert"
        className="rounded border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p>{failure.message}</p>
        <Button variant="danger" size="sm" onClick={() => (fix ? applyFix(fix) : refresh())} className="mt-2">
          {fix ? fix.label : "Retry"}
        </Button>
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
  const failure = useContext(FailureContext);
  if (!canSearch) {
    return (
      <div id="no-subscription" className="rounded border border-zinc-300 p-4 dark:border-zinc-700" data-testid="no-subscription">
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
  const isEmptyQuery = query.trim() === "";
  // The result widgets stay mounted (hidden) before the first word and after a failure: mounting
  // them with the first keystroke would add their facets and send that keystroke's search twice.
  return (
    <>
      {isEmptyQuery && !failure ? (
        <p className="text-zinc-600 dark:text-zinc-400">
          Type a word to search every post: titles, text, tags and authors. “Words in quotes” find a phrase; -word leaves a word out.
        </p>
      ) : null}
      <div hidden={isEmptyQuery || failure !== null}>
        <SearchResults />
      </div>
    </>
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
            {/* The box has a row of its own at every width; sort and saving go below it, never beside it. */}
            <SearchBox
              placeholder={canSearch ? "Search posts" : "Search comes with a subscription"}
              autoFocus
              aria-describedby={canSearch ? undefined : "no-subscription"}
              classNames={{
                root: "w-full",
                form: "flex gap-2",
                input: "w-full min-w-0 rounded border border-zinc-300 px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900",
                submit: "sr-only",
                reset: "sr-only",
                loadingIndicator: "sr-only",
              }}
            />
            <div className="flex flex-wrap items-center gap-3">
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
            {canSearch ? <SearchStatus /> : null}
            <Results canSearch={canSearch} />
          </div>
        </InstantSearch>
      </FailureContext.Provider>
    </LabelsContext.Provider>
  );
}
