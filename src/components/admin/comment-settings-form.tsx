"use client";

import { useActionState } from "react";
import { updateCommentSettingsAction } from "@/app/admin/settings/actions";
import type { ActionResult } from "@/lib/action-result";
import { commentAudienceLabels, commentAudiences } from "@/lib/comment-rules";
import { useFormToast } from "./use-form-toast";

type Values = { audience: string; holdFirst: boolean };

/** The comments section of /admin/settings: who may comment, and whether first comments wait for approval. */
export function CommentSettingsForm({ initial }: { initial: Values }) {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(updateCommentSettingsAction, { ok: true });
  useFormToast(state);
  const typed = state.values as Record<string, string> | undefined;
  const values: Values = typed ? { audience: typed.audience ?? initial.audience, holdFirst: typed.holdFirst === "on" } : initial;
  const fields = state.error?.fields ?? {};
  return (
    <form action={action} aria-labelledby="comment-settings-title" className="max-w-xl space-y-4">
      <h2 id="comment-settings-title" className="text-lg font-semibold">
        Comments
      </h2>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="field-audience" className="font-medium">
          Who may comment
        </label>
        <select
          id="field-audience"
          name="audience"
          defaultValue={values.audience}
          aria-invalid={fields.audience ? true : undefined}
          aria-describedby="field-audience-hint"
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        >
          {commentAudiences.map((audience) => (
            <option key={audience} value={audience}>
              {commentAudienceLabels[audience]}
            </option>
          ))}
        </select>
        <p id="field-audience-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
          Nobody comments on a post they may not read in full. Editors may always comment while comments are on.
        </p>
        {fields.audience ? <p className="text-red-700 dark:text-red-400">{fields.audience}</p> : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="holdFirst" defaultChecked={values.holdFirst} className="size-4" />
        Hold a member&apos;s first comment until an editor approves it
      </label>
      {state.error && Object.keys(fields).length === 0 ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {state.error.message}
        </p>
      ) : null}
      <button
        type="submit"
        className="rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-white dark:text-zinc-900"
        disabled={isPending}
      >
        {isPending ? "Saving…" : "Save comment settings"}
      </button>
    </form>
  );
}
