"use client";

import { useActionState, useTransition } from "react";
import { banMemberAction, moderateCommentAction, unbanMemberAction } from "@/app/admin/comments/actions";
import type { ActionResult } from "@/lib/action-result";
import { runWithToast } from "@/components/newsletter/use-action-toast";
import { ConfirmButton } from "./confirm-button";
import { useFormToast } from "./use-form-toast";

const button =
  "rounded-md border border-zinc-300 px-3 py-1 text-sm hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-700 dark:hover:bg-zinc-800";

type Action = "hide" | "show" | "delete" | "approve" | "dismiss-reports";

/** What an editor may do to one comment, given its state. */
export function CommentModerationButtons(props: {
  commentId: string;
  isHeld: boolean;
  isHidden: boolean;
  isDeleted: boolean;
  hasReports: boolean;
}) {
  const [isPending, startTransition] = useTransition();
  const run = (action: Action) =>
    startTransition(async () => void (await runWithToast(moderateCommentAction({ commentId: props.commentId, action }))));
  if (props.isDeleted) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {props.isHeld ? (
        <button type="button" disabled={isPending} className={button} onClick={() => run("approve")}>
          Approve
        </button>
      ) : null}
      <button type="button" disabled={isPending} className={button} onClick={() => run(props.isHidden ? "show" : "hide")}>
        {props.isHidden ? "Show" : "Hide"}
      </button>
      {props.hasReports ? (
        <button type="button" disabled={isPending} className={button} onClick={() => run("dismiss-reports")}>
          Dismiss reports
        </button>
      ) : null}
      <ConfirmButton
        label="Delete"
        title="Delete this comment?"
        description="Its text is gone for good; a reply under it keeps its place under “deleted comment”."
        confirmLabel="Delete"
        isDisabled={isPending}
        className={button}
        onConfirm={() => run("delete")}
      />
    </div>
  );
}

/** Stops a member from commenting, with the reason they will be shown and an optional end. */
export function BanForm({ userId, handle }: { userId: string; handle: string }) {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(banMemberAction, { ok: true });
  useFormToast(state);
  const fields = state.error?.fields ?? {};
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">Ban @{handle} from commenting</summary>
      <form action={action} className="mt-2 flex flex-col gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
        <input type="hidden" name="userId" value={userId} />
        <label className="flex flex-col gap-1">
          Reason (they see it when they try to comment)
          <input
            name="reason"
            required
            maxLength={500}
            aria-invalid={fields.reason ? true : undefined}
            className="rounded-md border border-zinc-300 bg-white px-3 py-1.5 dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
        <label className="flex flex-col gap-1">
          Until (optional; empty: until lifted)
          <input
            name="until"
            type="date"
            aria-invalid={fields.until ? true : undefined}
            className="rounded-md border border-zinc-300 bg-white px-3 py-1.5 dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
        {state.error ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {state.error.message}
          </p>
        ) : null}
        <button type="submit" disabled={isPending} className={`${button} self-start`}>
          {isPending ? "Banning…" : `Ban @${handle}`}
        </button>
      </form>
    </details>
  );
}

export function UnbanButton({ userId, handle }: { userId: string; handle: string }) {
  const [isPending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={isPending}
      className={button}
      onClick={() => startTransition(async () => void (await runWithToast(unbanMemberAction({ userId }))))}
    >
      Lift the ban on @{handle}
    </button>
  );
}
