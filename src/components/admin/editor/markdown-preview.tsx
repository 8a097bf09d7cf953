"use client";

import { useEffect, useState } from "react";
import { previewMarkdownAction } from "@/app/admin/posts/actions";

/** The body rendered by the public page's renderer, refreshed 400 ms after typing stops. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const [html, setHtml] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      void previewMarkdownAction(markdown).then((result) => {
        if (!isCurrent) return;
        if (result.ok) {
          setHtml(result.data);
          setError(null);
        } else setError(result.error.message);
      });
    }, 400);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [markdown]);
  return (
    <section aria-label="Preview" className="min-h-64 rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {/* Sanitized by the renderer (rehype-sanitize) on the server. */}
      <div data-testid="preview" className="admin-preview" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
