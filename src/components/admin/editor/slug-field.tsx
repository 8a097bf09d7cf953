import { fieldInputClass } from "./field-input-class";

type Props = { value: string; onChange: (slug: string) => void; error?: string; note?: string };

/** The post's address, `/posts/<slug>`: typed in lowercase, the rule stated under it; a note when a suffix was added. */
export function SlugField({ value, onChange, error, note }: Props) {
  return (
    <div>
      <label htmlFor="post-slug" className="text-sm font-medium">
        Slug
      </label>
      <input
        id="post-slug"
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
        aria-invalid={Boolean(error)}
        aria-describedby={`post-slug-hint${note ? " post-slug-note" : ""}${error ? " post-slug-error" : ""}`}
        className={`${fieldInputClass} font-mono text-sm`}
      />
      <p id="post-slug-hint" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        /posts/{value || "…"} — lowercase letters, digits and hyphens
      </p>
      {note ? (
        <p id="post-slug-note" className="mt-1 text-xs text-zinc-700 dark:text-zinc-300" data-testid="post-slug-note">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id="post-slug-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
