"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { removeSiteImageAction } from "@/app/admin/settings/design-actions";
import type { SiteImageKind } from "@/lib/design/site-images";
import { toast } from "@/components/ui/toast";

type Props = { kind: SiteImageKind; label: string; hint: string; currentUrl: string | null; previewClassName: string };

/**
 * One of the site's images (#31): upload (checked, resized and applied by /api/admin/uploads)
 * or remove (back to the default). The error, if any, stays at the field.
 */
export function SiteImageField({ kind, label, hint, currentUrl, previewClassName }: Props) {
  const router = useRouter();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, startTransition] = useTransition();

  const upload = (file: File) =>
    startTransition(async () => {
      const body = new FormData();
      body.set("purpose", kind);
      body.set("file", file);
      const response = await fetch("/api/admin/uploads", { method: "POST", body });
      const result = (await response.json().catch(() => ({}))) as { error?: { message: string } };
      if (!response.ok) {
        setError(result.error?.message ?? "The upload failed.");
        return;
      }
      setError(null);
      toast.success(kind === "logo" ? "Logo saved" : "Icon saved");
      router.refresh();
    });

  const remove = () =>
    startTransition(async () => {
      const result = await removeSiteImageAction({ kind });
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      setError(null);
      toast.success(result.message ?? "Removed");
      router.refresh();
    });

  return (
    <div className="flex flex-col gap-2 text-sm">
      <label htmlFor={`${id}-file`} className="font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {currentUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own stored upload
          <img
            src={currentUrl}
            alt={`Current ${kind}`}
            className={`${previewClassName} rounded border border-zinc-200 dark:border-zinc-800`}
          />
        ) : (
          <span className="text-zinc-600 dark:text-zinc-400">
            None: {kind === "logo" ? "the site's name shows" : "the drawn icon shows"}.
          </span>
        )}
        {currentUrl ? (
          <button
            type="button"
            onClick={remove}
            disabled={isBusy}
            className="rounded-md border border-zinc-300 px-3 py-1.5 font-medium hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Remove {kind}
          </button>
        ) : null}
      </div>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={isBusy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload(file);
          event.target.value = "";
        }}
        className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:py-1.5 file:font-medium dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-100"
      />
      <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
        {isBusy ? "Saving…" : hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
