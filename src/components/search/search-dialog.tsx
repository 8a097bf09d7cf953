"use client";

import { primaryIndexName } from "@/lib/search-indices";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { createSearchClient } from "./search-client";
import { SearchTrigger } from "./search-trigger";
import { useSearchShortcut } from "./use-search-shortcut";

type DialogHit = { objectID: string; slug: string; title: string; _highlightResult?: { title?: { value: string } } };
type Part = { text: string; highlighted: boolean };

/** Tags no post text contains; the value is stored text, rendered as React text (never as HTML). */
const preTag = "__gw-mark__";
const postTag = "__/gw-mark__";
function toParts(value: string): Part[] {
  return value.split(/(__gw-mark__|__\/gw-mark__)/).reduce<{ parts: Part[]; on: boolean }>(
    (acc, piece) => {
      if (piece === preTag) return { ...acc, on: true };
      if (piece === postTag) return { ...acc, on: false };
      if (piece) acc.parts.push({ text: piece, highlighted: acc.on });
      return acc;
    },
    { parts: [], on: false },
  ).parts;
}

/**
 * Ctrl-K / Cmd-K quick search: a combobox over a listbox of the first matches. Arrow keys
 * move, Enter opens, Escape closes (the native modal <dialog>); "See all results" goes to /search with the query.
 */
export function SearchDialog({ canSearch }: { canSearch: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<DialogHit[]>([]);
  const [active, setActive] = useState(-1);
  const [state, setState] = useState<"idle" | "loading" | "error" | "no_subscriptions">("idle");
  const inputRef = useRef<HTMLInputElement>(null);
  const client = useMemo(() => (open ? createSearchClient({ canSearch }) : null), [open, canSearch]);
  const listId = useId();
  const titleId = useId();

  const openDialog = useCallback(() => setOpen(true), []);
  useSearchShortcut(openDialog);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!client) return;
    // Each keystroke searches at once (as InstantSearch does against Algolia); a stale answer is dropped.
    let cancelled = false;
    client
      .search([{ indexName: primaryIndexName, params: { query, hitsPerPage: 6, highlightPreTag: preTag, highlightPostTag: postTag } }])
      .then((response) => {
        if (cancelled) return;
        const result = response.results[0] as { hits?: DialogHit[]; message?: string } | undefined;
        setHits(result?.hits ?? []);
        setActive(-1);
        setState(result?.message === "no_subscriptions" ? "no_subscriptions" : client.getFailure() ? "error" : "idle");
      })
      .catch(() => {
        if (!cancelled) setState("error");
      });
    return () => {
      cancelled = true;
    };
  }, [client, query]);

  const close = useCallback(() => {
    setOpen(false);
    setQuery("");
    setHits([]);
    setActive(-1);
  }, []);

  const go = (href: string) => {
    close();
    router.push(href);
  };

  const onInputKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => Math.min(hits.length - 1, index + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(-1, index - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[active];
      go(hit ? `/posts/${hit.slug}` : `/search?q=${encodeURIComponent(query)}`);
    }
  };

  return (
    <>
      <SearchTrigger onClick={openDialog} />
      {open ? (
        <ModalDialog onClose={close} labelledBy={titleId}>
          <h2 id={titleId} className="sr-only">
            Search posts
          </h2>
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls={hits.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            aria-label="Search posts"
            placeholder="Search posts…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKey}
            className="w-full rounded border border-zinc-300 px-3 py-2 dark:border-zinc-700 dark:bg-zinc-950"
          />
          {/* No empty listbox before anything matches (a screen reader would announce it). */}
          {hits.length > 0 ? (
            <ul id={listId} role="listbox" aria-label="Matching posts" className="mt-2 max-h-80 overflow-auto">
              {hits.map((hit, index) => (
                <li
                  key={hit.objectID}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => go(`/posts/${hit.slug}`)}
                  className={`cursor-pointer rounded px-3 py-2 ${index === active ? "bg-zinc-100 dark:bg-zinc-800" : ""}`}
                >
                  {toParts(hit._highlightResult?.title?.value ?? hit.title).map((part, i) =>
                    part.highlighted ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          <p aria-live="polite" className="mt-2 px-1 text-sm text-zinc-600 dark:text-zinc-400">
            {state === "no_subscriptions" ? (
              <>
                Search comes with a subscription.{" "}
                <Link href="/pricing" className="underline">
                  See the plans
                </Link>
                .
              </>
            ) : state === "error" ? (
              "Search is not answering right now."
            ) : query.trim() !== "" && state === "idle" ? (
              hits.length === 0 ? (
                "No matching posts."
              ) : (
                `${hits.length} shown — Enter opens, Escape closes.`
              )
            ) : (
              ""
            )}
          </p>
          {query.trim() !== "" ? (
            <Button variant="link" onClick={() => go(`/search?q=${encodeURIComponent(query)}`)} className="mt-1 ml-1">
              See all results
            </Button>
          ) : null}
        </ModalDialog>
      ) : null}
    </>
  );
}
