"use client";

import { isPostAccess, postAccessLabels, postAccessLevels, type PostAccess } from "@/lib/post-access";

type Props = { value: PostAccess; onChange: (access: PostAccess) => void; error?: string; isPublished: boolean };

const hints: Record<PostAccess, string> = {
  public: "Everyone reads it in full.",
  members: "Signed-in members read it in full (free); others see the preview.",
  paid: "Paid subscribers read it in full; others see the preview and an invitation to subscribe.",
};

/** Who may read the post in full; the preview ends at the paywall marker (toolbar) or after the opening. */
export function AccessSelect({ value, onChange, error, isPublished }: Props) {
  return (
    <div>
      <label htmlFor="post-access" className="text-sm font-medium">
        Who can read it
      </label>
      <select
        id="post-access"
        value={value}
        onChange={(event) => {
          if (isPostAccess(event.target.value)) onChange(event.target.value);
        }}
        aria-describedby="post-access-hint"
        aria-invalid={Boolean(error)}
        className="mt-1 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        {postAccessLevels.map((level) => (
          <option key={level} value={level}>
            {postAccessLabels[level]}
          </option>
        ))}
      </select>
      <p id="post-access-hint" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {hints[value]}
        {isPublished ? " A change applies on the site as soon as you save it." : ""}
      </p>
      {error ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
