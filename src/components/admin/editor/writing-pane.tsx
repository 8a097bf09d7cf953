"use client";

import { useState } from "react";
import { BodyField } from "./body-field";
import { MarkdownPreview } from "./markdown-preview";
import type { PostFormFields } from "./post-form-types";
import { BodyViewSwitch } from "./body-view-switch";
import { useBodyView } from "./use-body-view";

type Props = {
  fields: PostFormFields;
  excerpt: string;
  minutes: number;
  onBodyChange: (body: string) => void;
};

/**
 * The body: written across the editor's width, beside its preview (split), or the preview
 * alone; focus mode gives it the whole screen (Esc leaves). The Markdown editor stays mounted
 * in every view, so its cursor and undo history survive a switch.
 */
export function WritingPane({ fields, excerpt, minutes, onBodyChange }: Props) {
  const [view, setView] = useBodyView();
  const [isFocused, setIsFocused] = useState(false);
  return (
    <div
      data-testid="writing-pane"
      className={isFocused ? "fixed inset-0 z-40 overflow-y-auto bg-white px-4 py-4 sm:px-8 dark:bg-zinc-950" : ""}
      onKeyDown={(event) => {
        if (isFocused && event.key === "Escape") setIsFocused(false);
      }}
    >
      <div className={`space-y-2 ${isFocused ? `mx-auto ${view === "split" ? "max-w-7xl" : "max-w-4xl"}` : ""}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span id="post-body-label" className="text-sm font-medium">
            Body (Markdown)
          </span>
          <BodyViewSwitch view={view} onView={setView} isFocused={isFocused} onFocus={setIsFocused} />
        </div>
        <div className={view === "split" ? "grid gap-4 md:grid-cols-2" : ""}>
          <div id="post-body" className={view === "preview" ? "hidden" : "min-w-0"}>
            <BodyField value={fields.bodyMarkdown} onChange={onBodyChange} labelId="post-body-label" describedBy="post-reading-time" />
          </div>
          {view !== "write" ? (
            <MarkdownPreview
              title={fields.title}
              excerpt={excerpt}
              bodyMarkdown={fields.bodyMarkdown}
              coverImageUrl={fields.coverImageUrl}
              coverImageAlt={fields.coverImageAlt}
              slug={fields.slug}
              access={fields.access}
            />
          ) : null}
        </div>
        <p id="post-reading-time" className="text-sm text-zinc-600 dark:text-zinc-400">
          {minutes} min read
        </p>
      </div>
    </div>
  );
}
