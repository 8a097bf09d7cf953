"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { removeSiteImageAction } from "@/app/admin/settings/design-actions";
import type { SiteImageKind } from "@/lib/design/site-images";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
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
    <Field id={`${id}-file`} label={label} hint={isBusy ? "Saving…" : hint} error={error} isErrorAlert className="gap-2">
      {(control) => (
        <>
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
              <Button variant="secondary" size="sm" onClick={remove} disabled={isBusy}>
                Remove {kind}
              </Button>
            ) : null}
          </div>
          {/* The browser's own file picker: a text box's look would hide its button. */}
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            disabled={isBusy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload(file);
              event.target.value = "";
            }}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:py-1.5 file:font-medium dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-100"
          />
        </>
      )}
    </Field>
  );
}
