"use client";

import { useId, useState, useTransition } from "react";
import { useInstantSearch } from "react-instantsearch";
import { createSavedSearchAction } from "@/app/(account)/account/newsletter-actions";
import { frequencyLabels, type SavedSearchInput } from "@/lib/saved-search-input";
import { runWithToast } from "./use-action-toast";

const input = "rounded-md border border-zinc-300 px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900";

/**
 * "Save this search", inside the search page's InstantSearch tree: keeps the query and the
 * tag and author refinements as they are, with a name and an email choice.
 */
export function SaveSearchButton() {
  const { indexUiState } = useInstantSearch();
  const query = (indexUiState.query ?? "").trim();
  const tags = indexUiState.refinementList?.tags ?? [];
  const authors = indexUiState.refinementList?.author ?? [];
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [frequency, setFrequency] = useState<SavedSearchInput["frequency"]>("instant");
  const [pending, startTransition] = useTransition();
  const formId = useId();
  if (!query) return null;
  if (!open) {
    return (
      <button
        type="button"
        className="rounded-md border border-zinc-300 px-3 py-1 text-sm dark:border-zinc-700"
        onClick={() => {
          setName(query.slice(0, 80));
          setOpen(true);
        }}
      >
        Save this search
      </button>
    );
  }
  return (
    <form
      aria-label="Save this search"
      className="flex w-full flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await runWithToast(createSavedSearchAction({ name, query, tags, authors, frequency }));
          if (result.ok) setOpen(false);
        });
      }}
    >
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${formId}-name`}>
        Name
        <input
          type="text"
          id={`${formId}-name`}
          className={input}
          value={name}
          maxLength={80}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${formId}-frequency`}>
        When a new post matches
        <select
          id={`${formId}-frequency`}
          className={input}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as SavedSearchInput["frequency"])}
        >
          {Object.entries(frequencyLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-zinc-900 px-3 py-1 text-sm text-white disabled:opacity-60 dark:bg-zinc-100 dark:text-zinc-900"
      >
        {pending ? "Saving…" : "Save"}
      </button>
      <button type="button" className="px-2 py-1 text-sm underline" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
