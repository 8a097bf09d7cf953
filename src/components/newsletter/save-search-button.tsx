"use client";

import { useId, useState, useTransition } from "react";
import { useInstantSearch } from "react-instantsearch";
import { createSavedSearchAction } from "@/app/(account)/account/newsletter-actions";
import { frequencyLabels, type SavedSearchInput } from "@/lib/saved-search-input";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { runWithToast } from "./use-action-toast";

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
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setName(query.slice(0, 80));
          setOpen(true);
        }}
      >
        Save this search
      </Button>
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
      <Field id={`${formId}-name`} label="Name">
        {(control) => <Input {...control} value={name} maxLength={80} required onChange={(event) => setName(event.target.value)} />}
      </Field>
      <Field id={`${formId}-frequency`} label="When a new post matches">
        {(control) => (
          <Select {...control} value={frequency} onChange={(event) => setFrequency(event.target.value as SavedSearchInput["frequency"])}>
            {Object.entries(frequencyLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" isLoading={pending} loadingLabel="Saving…">
        Save
      </Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </form>
  );
}
