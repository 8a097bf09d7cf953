"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import type { PostSnapshot } from "@/lib/action-result";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { LocalTime } from "@/components/admin/local-time";
import type { Intent } from "./use-post-saver";

type Props = {
  saved: PostSnapshot | null;
  isBusy: boolean;
  isTitleEmpty: boolean;
  title: string;
  scheduleError?: string;
  onAction: (intent: Intent, extra?: { publishAt?: string }) => void;
  /** Whether to email the post when it goes live, to how many members (the page's email panel). */
  emailChoice?: ReactNode;
};

const subscribe = () => () => {};
const primary =
  "w-full rounded-md bg-zinc-900 px-3 py-2 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-white dark:text-zinc-900";
const secondary =
  "w-full rounded-md border border-zinc-300 px-3 py-2 text-sm font-medium hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:hover:bg-zinc-800";

/** Save, email or not, publish, schedule (in the editor's own time zone, sent as UTC), unpublish. */
export function PublishControls({ saved, isBusy, isTitleEmpty, title, scheduleError, onAction, emailChoice }: Props) {
  const [when, setWhen] = useState("");
  const isDisabled = isBusy || isTitleEmpty;
  const status = saved?.status ?? "draft";
  const timeZone = useSyncExternalStore(
    subscribe,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => "…",
  );
  return (
    <div className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      {saved?.publishedAt && status !== "draft" ? (
        <p className="text-sm">
          {status === "scheduled" ? "Scheduled for " : "Published "}
          <LocalTime iso={saved.publishedAt} />
        </p>
      ) : null}
      <button type="button" className={secondary} disabled={isDisabled} onClick={() => onAction("save")}>
        {status === "draft" ? "Save draft" : "Save changes"}
      </button>
      {emailChoice}
      {status !== "published" ? (
        <ConfirmButton
          label="Publish now"
          title="Publish this post now?"
          description={
            <>
              “{title || "Untitled"}” goes live on the site, in the feed and in search at once
              {status === "scheduled" ? ", instead of at its scheduled time" : ""}.
            </>
          }
          confirmLabel="Publish"
          tone="primary"
          isDisabled={isDisabled}
          onConfirm={() => onAction("publish")}
          className={primary}
        />
      ) : null}
      <div>
        <label htmlFor="post-schedule" className="text-sm font-medium">
          Schedule for
        </label>
        <input
          id="post-schedule"
          type="datetime-local"
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          aria-describedby={`post-schedule-zone${scheduleError ? " post-schedule-error" : ""}`}
          className="mt-1 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
        <p id="post-schedule-zone" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
          Your time zone: {timeZone}
        </p>
        {scheduleError ? (
          <p id="post-schedule-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {scheduleError}
          </p>
        ) : null}
        <button
          type="button"
          className={`${secondary} mt-2`}
          disabled={isDisabled || when === ""}
          // datetime-local is wall-clock time here; Date reads it in this browser's zone and toISOString sends UTC.
          onClick={() => onAction("schedule", { publishAt: new Date(when).toISOString() })}
        >
          Schedule
        </button>
      </div>
      {status !== "draft" ? (
        <button type="button" className={secondary} disabled={isBusy} onClick={() => onAction("unpublish")}>
          Unpublish
        </button>
      ) : null}
    </div>
  );
}
