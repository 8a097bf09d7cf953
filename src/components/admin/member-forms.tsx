"use client";

import { useActionState, useRef } from "react";
import { changeRoleAction, grantComplimentaryAction, revokeComplimentaryAction } from "@/app/admin/members/actions";
import type { ActionResult } from "@/lib/action-result";
import { ConfirmButton } from "./confirm-button";
import { Field } from "./field";
import { useFormToast } from "./use-form-toast";

const submit =
  "rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-white dark:text-zinc-900";

export function ChangeRoleForm({ userId, role }: { userId: string; role: string }) {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(changeRoleAction, { ok: true });
  useFormToast(state);
  return (
    <form action={action} className="flex flex-wrap items-end gap-3" aria-label="Change role">
      <input type="hidden" name="userId" value={userId} />
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="member-role" className="font-medium">
          Role
        </label>
        <select
          id="member-role"
          name="role"
          defaultValue={state.values?.role ?? role}
          aria-describedby={state.error ? "member-role-error" : undefined}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        >
          <option value="reader">Reader</option>
          <option value="editor">Editor</option>
          <option value="owner">Owner</option>
        </select>
      </div>
      <button type="submit" className={submit} disabled={isPending}>
        {isPending ? "Saving…" : "Change role"}
      </button>
      {state.error ? (
        <p id="member-role-error" role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {state.error.message}
        </p>
      ) : null}
    </form>
  );
}

type ComplimentaryAction = "grant" | "revoke" | "none";

/** Only the action that applies: grant when there is no active subscription, revoke (after asking) an active complimentary one. */
export function ComplimentaryForms({ userId, email, action }: { userId: string; email: string; action: ComplimentaryAction }) {
  const [grant, grantAction, isGranting] = useActionState<ActionResult, FormData>(grantComplimentaryAction, { ok: true });
  const [revoke, revokeAction, isRevoking] = useActionState<ActionResult, FormData>(revokeComplimentaryAction, { ok: true });
  const revokeForm = useRef<HTMLFormElement>(null);
  useFormToast(grant);
  useFormToast(revoke);
  if (action === "none") {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">A paid subscription: the member manages it through Stripe.</p>;
  }
  return (
    <div className="space-y-4">
      {action === "grant" ? (
        <form action={grantAction} className="flex flex-wrap items-end gap-3" aria-label="Grant a complimentary subscription">
          <input type="hidden" name="userId" value={userId} />
          <input type="hidden" name="email" value={email} />
          <Field
            label="Ends on (optional)"
            name="until"
            id="comp-until"
            type="date"
            defaultValue={grant.values?.until}
            error={grant.error?.fields?.until}
          />
          <button type="submit" className={submit} disabled={isGranting}>
            Grant complimentary
          </button>
        </form>
      ) : (
        <form ref={revokeForm} action={revokeAction} aria-label="Revoke the complimentary subscription">
          <input type="hidden" name="userId" value={userId} />
          <input type="hidden" name="email" value={email} />
          <ConfirmButton
            label="Revoke complimentary"
            title="Revoke the complimentary subscription?"
            description={<>{email} loses search at once. You can grant it again later.</>}
            confirmLabel="Revoke"
            isDisabled={isRevoking}
            onConfirm={() => revokeForm.current?.requestSubmit()}
            className="rounded-md border border-red-700 px-4 py-2 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50 dark:text-red-400 dark:hover:bg-red-950"
          />
        </form>
      )}
      {grant.error && !grant.error.fields ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {grant.error.message}
        </p>
      ) : null}
      {revoke.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {revoke.error.message}
        </p>
      ) : null}
    </div>
  );
}
