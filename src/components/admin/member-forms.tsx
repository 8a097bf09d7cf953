"use client";

import { useActionState, useRef } from "react";
import { changeRoleAction, grantComplimentaryAction, revokeComplimentaryAction } from "@/app/admin/members/actions";
import type { ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { useFormToast } from "./use-form-toast";

export function ChangeRoleForm({ userId, role }: { userId: string; role: string }) {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(changeRoleAction, { ok: true });
  useFormToast(state);
  return (
    <form action={action} className="flex flex-wrap items-end gap-3" aria-label="Change role">
      <input type="hidden" name="userId" value={userId} />
      {/* A refusal (the last owner) is said at the role and read out as it appears. */}
      <Field id="member-role" label="Role" error={state.error?.message} isErrorAlert>
        {(control) => (
          <Select {...control} name="role" defaultValue={state.values?.role ?? role}>
            <option value="reader">Reader</option>
            <option value="editor">Editor</option>
            <option value="owner">Owner</option>
          </Select>
        )}
      </Field>
      <Button type="submit" isLoading={isPending} loadingLabel="Saving…">
        Change role
      </Button>
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
          <TextField
            label="Ends on (optional)"
            name="until"
            id="comp-until"
            type="date"
            defaultValue={grant.values?.until}
            error={grant.error?.fields?.until}
          />
          <Button type="submit" isLoading={isGranting}>
            Grant complimentary
          </Button>
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
          />
        </form>
      )}
      {grant.error && !grant.error.fields ? <FormMessage tone="error">{grant.error.message}</FormMessage> : null}
      {revoke.error ? <FormMessage tone="error">{revoke.error.message}</FormMessage> : null}
    </div>
  );
}
