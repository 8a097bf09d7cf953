"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { readApiError, type ImportRunJson } from "@/lib/import-run-json";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

/**
 * Sends the chosen file as the request body (streamed by the browser, streamed to disk by the
 * server), then opens the dry-run report of the new import.
 */
export function ImportUploadForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) return setError("Choose an export file first.");
    setSending(true);
    setError(null);
    try {
      const response = await fetch(`/api/admin/imports?name=${encodeURIComponent(file.name)}`, {
        method: "POST",
        body: file,
        headers: { "content-type": file.type || "application/octet-stream" },
      });
      if (!response.ok) return setError(await readApiError(response));
      const run = (await response.json()) as ImportRunJson;
      router.push(`/admin/import/${run.id}`);
    } catch {
      setError("The upload broke off. Check the connection and try again.");
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Upload an export"
      className="flex flex-col gap-3 rounded-md border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <label htmlFor="import-file" className="text-sm font-medium">
        Export file
      </label>
      <input
        id="import-file"
        name="file"
        type="file"
        accept=".zip,.csv,.json,.xml,.html"
        aria-describedby="import-file-hint"
        aria-invalid={error ? true : undefined}
        className="text-sm"
      />
      <p id="import-file-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
        A Substack or Medium export zip, a Ghost JSON export or members CSV, a WordPress WXR file, beehiiv posts or subscribers CSV, or a
        members CSV from Groundwork. Nothing is imported until you have read the report and chosen Import.
      </p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div>
        <Button type="submit" isLoading={isSending} loadingLabel="Uploading and checking…">
          Upload and check
        </Button>
      </div>
    </form>
  );
}
