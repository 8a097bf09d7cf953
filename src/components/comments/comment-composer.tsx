"use client";

import { useId, useState, type FormEvent } from "react";
import { commentMaxLength } from "@/lib/comment-rules";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Textarea } from "@/components/ui/textarea";

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
      <Textarea
        id={`${id}-body`}
        name="body"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={4}
        autoFocus={autoFocus}
        aria-invalid={error || isTooLong ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="w-full text-base"
      />
      <p id={`${id}-hint`} className={`text-xs ${isTooLong ? "text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}`}>
        Plain text, up to {commentMaxLength.toLocaleString("en")} characters ({length.toLocaleString("en")} so far); web addresses become
        links.
        {note ? ` ${note}` : ""}
      </p>
      {error ? (
        <FormMessage id={`${id}-error`} tone="error">
          {error}
        </FormMessage>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isTooLong} isLoading={isSending} loadingLabel="Sending…">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
