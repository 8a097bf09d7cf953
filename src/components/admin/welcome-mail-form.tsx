"use client";

import { useActionState, useRef, useState, useTransition } from "react";
import { previewWelcomeMailAction, sendTestWelcomeMailAction, updateWelcomeMailAction } from "@/app/admin/settings/welcome-mail-actions";
import type { ActionResult } from "@/lib/action-result";
import { toast } from "@/components/ui/toast";
import { Field } from "./field";
import { useFormToast } from "./use-form-toast";

type Values = { isEnabled: boolean; subject: string; bodyMarkdown: string };
type Preview = { subject: string; html: string };

const button =
  "rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:hover:bg-zinc-800";

/** The welcome mail section of /admin/settings (#27): switch, subject, Markdown text; preview and a test to oneself. */
export function WelcomeMailForm({ initial }: { initial: Values }) {
  const [state, save, isSaving] = useActionState<ActionResult, FormData>(updateWelcomeMailAction, { ok: true });
  useFormToast(state);
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [isWorking, startWork] = useTransition();
  const fields = state.error?.fields ?? {};
  const values = state.values
    ? { isEnabled: state.values.isEnabled === "on", subject: state.values.subject ?? "", bodyMarkdown: state.values.bodyMarkdown ?? "" }
    : initial;

  const current = () => {
    const data = new FormData(formRef.current!);
    return {
      isEnabled: data.get("isEnabled") === "on" ? "on" : undefined,
      subject: String(data.get("subject") ?? ""),
      bodyMarkdown: String(data.get("bodyMarkdown") ?? ""),
    };
  };
  const onPreview = () =>
    startWork(async () => {
      const result = await previewWelcomeMailAction(current());
      if (result.ok && result.data) setPreview(result.data as Preview);
      else if (!result.ok) toast.error(result.error.message);
    });
  const onSendTest = () =>
    startWork(async () => {
      const result = await sendTestWelcomeMailAction(current());
      if (result.ok) toast.success(result.message ?? "Test sent");
      else toast.error(result.error.message);
    });

  return (
    <form ref={formRef} action={save} aria-labelledby="welcome-mail-title" className="max-w-2xl space-y-4">
      <h2 id="welcome-mail-title" className="text-lg font-semibold">
        Welcome mail
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Sent once to each new member, after they confirm their address, through the mail queue.
      </p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isEnabled" defaultChecked={values.isEnabled} className="size-4" />
        Send a welcome mail to new members
      </label>
      <Field label="Subject" name="subject" required maxLength={200} defaultValue={values.subject} error={fields.subject} />
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="field-bodyMarkdown" className="font-medium">
          Text (Markdown)
        </label>
        <textarea
          id="field-bodyMarkdown"
          name="bodyMarkdown"
          rows={10}
          required
          defaultValue={values.bodyMarkdown}
          aria-invalid={fields.bodyMarkdown ? true : undefined}
          aria-describedby={fields.bodyMarkdown ? "field-bodyMarkdown-error" : undefined}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 font-mono dark:border-zinc-700 dark:bg-zinc-900"
        />
        {fields.bodyMarkdown ? (
          <p id="field-bodyMarkdown-error" className="text-red-700 dark:text-red-400">
            {fields.bodyMarkdown}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={isSaving}
          className="rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-white dark:text-zinc-900"
        >
          {isSaving ? "Saving…" : "Save welcome mail"}
        </button>
        <button type="button" onClick={onPreview} disabled={isWorking} className={button}>
          Preview
        </button>
        <button type="button" onClick={onSendTest} disabled={isWorking} className={button}>
          Send a test to me
        </button>
      </div>
      {preview ? (
        <figure className="space-y-2">
          <figcaption className="text-sm">
            <span className="text-zinc-600 dark:text-zinc-400">Subject:</span> <strong>{preview.subject}</strong>
          </figcaption>
          <iframe
            title="Welcome mail preview"
            sandbox=""
            srcDoc={preview.html}
            className="h-[480px] w-full rounded-md border border-zinc-200 bg-white dark:border-zinc-800"
          />
        </figure>
      ) : null}
    </form>
  );
}
