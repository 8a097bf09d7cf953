"use client";

import { useId, useState, type KeyboardEvent } from "react";

type Props = { value: string[]; onChange: (tags: string[]) => void; suggestions: string[]; error?: string };

/** Pick an existing tag (suggested as you type) or name a new one; Enter or comma adds it. */
export function TagPicker({ value, onChange, suggestions, error }: Props) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const add = () => {
    const name = draft.trim().replace(/,$/, "");
    if (name && !value.some((tag) => tag.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        Tags
      </label>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label="Chosen tags">
        {value.map((tag) => (
          <li key={tag} className="flex items-center gap-1 rounded-full bg-zinc-100 py-0.5 pr-1 pl-3 text-sm dark:bg-zinc-800">
            {tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((t) => t !== tag))}
              aria-label={`Remove tag ${tag}`}
              className="rounded-full px-1.5 hover:bg-zinc-300 dark:hover:bg-zinc-600"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          list={`${id}-list`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Add a tag"
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
        <datalist id={`${id}-list`}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <button
          type="button"
          onClick={add}
          className="rounded-md border border-zinc-300 px-3 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Add tag
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
