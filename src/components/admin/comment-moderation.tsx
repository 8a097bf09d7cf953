"use client";

import { useActionState, useTransition } from "react";
import { banMemberAction, moderateCommentAction, unbanMemberAction } from "@/app/admin/comments/actions";
import type { ActionResult } from "@/lib/action-result";
import { runWithToast } from "@/components/newsletter/use-action-toast";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { useFormToast } from "./use-form-toast";

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
        <Button variant="secondary" size="sm" disabled={isPending} onClick={() => run("approve")}>
          Approve
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" disabled={isPending} onClick={() => run(props.isHidden ? "show" : "hide")}>
        {props.isHidden ? "Show" : "Hide"}
      </Button>
      {props.hasReports ? (
        <Button variant="secondary" size="sm" disabled={isPending} onClick={() => run("dismiss-reports")}>
          Dismiss reports
        </Button>
      ) : null}
      <ConfirmButton
        label="Delete"
        title="Delete this comment?"
        description="Its text is gone for good; a reply under it keeps its place under “deleted comment”."
        confirmLabel="Delete"
        isDisabled={isPending}
        variant="secondary"
        size="sm"
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
          <Input name="reason" required maxLength={500} aria-invalid={fields.reason ? true : undefined} />
        </label>
        <label className="flex flex-col gap-1">
          Until (optional; empty: until lifted)
          <Input name="until" type="date" aria-invalid={fields.until ? true : undefined} />
        </label>
        {state.error ? <FormMessage tone="error">{state.error.message}</FormMessage> : null}
        <Button type="submit" variant="secondary" size="sm" isLoading={isPending} loadingLabel="Banning…" className="self-start">
          Ban @{handle}
        </Button>
      </form>
    </details>
  );
}

export function UnbanButton({ userId, handle }: { userId: string; handle: string }) {
  const [isPending, startTransition] = useTransition();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={isPending}
      onClick={() => startTransition(async () => void (await runWithToast(unbanMemberAction({ userId }))))}
    >
      Lift the ban on @{handle}
    </Button>
  );
}
