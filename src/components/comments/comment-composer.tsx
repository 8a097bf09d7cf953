"use client";

import { useId, useState, type FormEvent } from "react";
import { commentMaxLength } from "@/lib/comment-rules";

type CommentComposerProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Resolves when sent; a refusal is thrown with the message to show, and what was typed stays. */
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
  note?: string;
};

/** A plain-text box for a comment, a reply or an edit: the limit stated, links become clickable, nothing else. */
export function CommentComposer({ label, submitLabel, initial = "", onSubmit, onCancel, autoFocus, note }: CommentComposerProps) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const length = body.trim().length;
  const isTooLong = length > commentMaxLength;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) {
      setError("Write something before posting.");
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      await onSubmit(body);
      setBody("");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Something went wrong. Please try again.");
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <label htmlFor={`${id}-body`} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        name="body"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={4}
        autoFocus={autoFocus}
        aria-invalid={error || isTooLong ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-base dark:border-zinc-700 dark:bg-zinc-900"
      />
      <p id={`${id}-hint`} className={`text-xs ${isTooLong ? "text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}`}>
        Plain text, up to {commentMaxLength.toLocaleString("en")} characters ({length.toLocaleString("en")} so far); web addresses become
        links.
        {note ? ` ${note}` : ""}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSending || isTooLong}
          className="rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-white dark:text-zinc-900"
        >
          {isSending ? "Sending…" : submitLabel}
        </button>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
