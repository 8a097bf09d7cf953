"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { tagOptions } from "./tag-options";

type Props = { value: string[]; onChange: (tags: string[]) => void; suggestions: string[]; error?: string };

/**
 * The post's tags: typing suggests the existing tags that match; a new tag is made only by
 * choosing “Create ‘…’”, so a typo never becomes a tag by accident. Backspace in the empty box
 * removes the last tag.
 */
export function TagPicker({ value, onChange, suggestions, error }: Props) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const errorId = `${id}-error`;
  const options: ComboboxOption[] = tagOptions(draft, suggestions, value).map((option) => ({
    value: option.name,
    label: option.isNew ? `Create “${option.name}”` : option.name,
  }));
  const add = (name: string) => {
    if (!value.some((tag) => tag.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Backspace" && draft === "" && value.length > 0 && event.target instanceof HTMLInputElement)
      onChange(value.slice(0, -1));
  };
  return (
    <div onKeyDown={onKeyDown}>
      <label htmlFor={id} className="text-sm font-medium">
        Tags
      </label>
      <ul className="mt-1 flex flex-wrap gap-2">
        {value.map((tag) => (
          <li key={tag} className="flex items-center gap-1 rounded-full bg-zinc-100 py-0.5 pr-1 pl-3 text-sm dark:bg-zinc-800">
            {tag}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(value.filter((t) => t !== tag))}
              aria-label={`Remove tag ${tag}`}
              className="rounded-full px-1.5 py-0"
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <Combobox
        id={id}
        inputValue={draft}
        onInputChange={setDraft}
        options={options}
        onSelect={add}
        placeholder="Add a tag"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="mt-2 w-full"
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
