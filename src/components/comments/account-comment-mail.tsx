"use client";

import { useState, useTransition } from "react";
import { setCommentMailAction } from "@/app/(account)/account/comment-mail-actions";
import { runWithToast } from "@/components/newsletter/use-action-toast";
import { editorCommentMailLabels, editorCommentMailModes, type EditorCommentMailMode } from "@/lib/comment-rules";

type Preferences = { replies: boolean; newComments: EditorCommentMailMode; reports: boolean };

/** The account page's comment mail switches: replies for every member; new comments and reports for editors. */
export function AccountCommentMail({ initial, isEditor }: { initial: Preferences; isEditor: boolean }) {
  const [values, setValues] = useState(initial);
  const [isPending, startTransition] = useTransition();
  const save = (change: Partial<Preferences>) => {
    const before = values;
    setValues({ ...values, ...change });
    startTransition(async () => {
      const result = await runWithToast(setCommentMailAction(change));
      if (!result.ok) setValues(before);
    });
  };
  return (
    <section aria-labelledby="comment-mail-title" className="flex flex-col gap-3">
      <h2 id="comment-mail-title" className="text-lg font-semibold">
        Comments
      </h2>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.replies}
          disabled={isPending}
          onChange={(event) => save({ replies: event.target.checked })}
          className="size-4"
        />
        Email me when someone replies to my comments
      </label>
      {isEditor ? (
        <>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">New comments on the site</span>
            <select
              value={values.newComments}
              disabled={isPending}
              onChange={(event) => save({ newComments: event.target.value as EditorCommentMailMode })}
              className="max-w-xs rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
            >
              {editorCommentMailModes.map((mode) => (
                <option key={mode} value={mode}>
                  {editorCommentMailLabels[mode]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.reports}
              disabled={isPending}
              onChange={(event) => save({ reports: event.target.checked })}
              className="size-4"
            />
            Email me when a member reports a comment
          </label>
        </>
      ) : null}
    </section>
  );
}
