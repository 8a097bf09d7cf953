"use client";

import { useState, useTransition } from "react";
import { deleteSavedSearchAction, updateSavedSearchAction } from "@/app/(account)/account/newsletter-actions";
import { frequencyLabels, maxSavedSearches, type SavedSearchInput } from "@/lib/saved-search-input";
import { routeToSearchParams } from "@/components/search/search-routing";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { runWithToast } from "./use-action-toast";

export type SavedSearchItem = SavedSearchInput & { id: string };

function searchHref(search: SavedSearchItem): string {
  return `/search?${routeToSearchParams({ q: search.query, tag: search.tags, author: search.authors }).toString()}`;
}

function SavedSearchRow({ search }: { search: SavedSearchItem }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  const [query, setQuery] = useState(search.query);
  const [pending, startTransition] = useTransition();
  const save = (changes: Partial<SavedSearchInput>) =>
    startTransition(async () => {
      const result = await runWithToast(updateSavedSearchAction({ ...search, name, query, ...changes }));
      if (result.ok) setEditing(false);
    });
  const filters = [...search.tags.map((tag) => `tag: ${tag}`), ...search.authors.map((author) => `author: ${author}`)].join(", ");
  return (
    <li className="flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800" data-testid="saved-search">
      {editing ? (
        <div className="flex flex-col gap-2">
          <Field id={`saved-search-name-${search.id}`} label="Name">
            {(control) => <Input {...control} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />}
          </Field>
          <Field id={`saved-search-query-${search.id}`} label="Words">
            {(control) => <Input {...control} value={query} maxLength={200} onChange={(event) => setQuery(event.target.value)} />}
          </Field>
        </div>
      ) : (
        <div>
          <p className="font-medium">{search.name}</p>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <a href={searchHref(search)} className="underline">
              “{search.query}”
            </a>
            {filters ? ` · ${filters}` : ""}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`frequency-${search.id}`}>
          Email for {search.name}
        </label>
        <Select
          id={`frequency-${search.id}`}
          defaultValue={search.frequency}
          disabled={pending}
          onChange={(event) => save({ frequency: event.target.value as SavedSearchInput["frequency"] })}
        >
          {Object.entries(frequencyLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        {editing ? (
          <Button variant="secondary" size="sm" disabled={pending} onClick={() => save({})}>
            Save
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          onClick={() => startTransition(async () => void (await runWithToast(deleteSavedSearchAction({ id: search.id }))))}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The account page's saved searches: edit the name and words, choose the email, delete. */
export function SavedSearchList({ searches, canSearch }: { searches: SavedSearchItem[]; canSearch: boolean }) {
  return (
    <section aria-labelledby="saved-searches-title" className="flex flex-col gap-2">
      <h2 id="saved-searches-title" className="text-lg font-semibold">
        Saved searches
      </h2>
      {searches.length === 0 ? (
        <EmptyState
          title={
            canSearch
              ? "Save a search from the search page to hear when a new post matches it."
              : "Saved searches come with a subscription."
          }
        />
      ) : (
        <>
          {!canSearch ? (
            <p className="text-sm text-amber-800 dark:text-amber-300">
              Your subscription has lapsed: these searches send nothing until it is back.
            </p>
          ) : null}
          <ul className="flex flex-col gap-2">
            {searches.map((search) => (
              <SavedSearchRow key={search.id} search={search} />
            ))}
          </ul>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {searches.length} of {maxSavedSearches}.
          </p>
        </>
      )}
    </section>
  );
}
