"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import type { PostSnapshot } from "@/lib/action-result";
import { LocalTime } from "@/components/admin/local-time";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
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
const wide = "w-full justify-center";

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
      <Button variant="secondary" className={wide} disabled={isDisabled} onClick={() => onAction("save")}>
        {status === "draft" ? "Save draft" : "Save changes"}
      </Button>
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
          variant="primary"
          className={wide}
        />
      ) : null}
      <div>
        <Field id="post-schedule" label="Schedule for" hint={<>Your time zone: {timeZone}</>} error={scheduleError}>
          {(control) => <Input {...control} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />}
        </Field>
        <Button
          variant="secondary"
          className={`${wide} mt-2`}
          disabled={isDisabled || when === ""}
          // datetime-local is wall-clock time here; Date reads it in this browser's zone and toISOString sends UTC.
          onClick={() => onAction("schedule", { publishAt: new Date(when).toISOString() })}
        >
          Schedule
        </Button>
      </div>
      {status !== "draft" ? (
        <Button variant="secondary" className={wide} disabled={isBusy} onClick={() => onAction("unpublish")}>
          Unpublish
        </Button>
      ) : null}
    </div>
  );
}
