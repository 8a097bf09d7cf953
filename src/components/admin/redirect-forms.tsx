"use client";

import { useActionState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { createRedirectAction, deleteRedirectAction, updateRedirectAction } from "@/app/admin/redirects/actions";
import type { ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { TextField } from "@/components/ui/text-field";
import { useFormToast } from "./use-form-toast";

export function CreateRedirectForm() {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(createRedirectAction, { ok: true });
  useFormToast(state);
  const fields = state.error?.fields ?? {};
  return (
    <form
      action={action}
      className="grid gap-3 rounded-md border border-zinc-200 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end dark:border-zinc-800"
      aria-label="New redirect"
    >
      <TextField
        label="Old address"
        name="path"
        id="new-redirect-path"
        required
        placeholder="/p/my-post"
        defaultValue={state.values?.path}
        error={fields.path === "taken" ? "Already redirects: change that one below." : fields.path}
      />
      <TextField
        label="Leads to the post (slug)"
        name="target"
        id="new-redirect-target"
        required
        placeholder="my-post"
        defaultValue={state.values?.target}
        error={fields.target}
      />
      <Button type="submit" isLoading={isPending} loadingLabel="Adding…">
        Add redirect
      </Button>
    </form>
  );
}

type Redirect = { path: string; slug: string; title: string; isImported: boolean };

export function EditRedirectForm({ redirect }: { redirect: Redirect }) {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(updateRedirectAction, { ok: true });
  const [isDeleting, startDelete] = useTransition();
  useFormToast(state);
  const fields = state.error?.fields ?? {};
  const id = `redirect-${encodeURIComponent(redirect.path).replace(/%/g, "_")}`;
  return (
    <li className="rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
      <form action={action} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label={`Redirect ${redirect.path}`}>
        <input type="hidden" name="path" value={redirect.path} />
        <div className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Old address</span>
          <code className="py-2 break-all">{redirect.path}</code>
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            {redirect.isImported ? "From an import" : "Added by an editor"} · now “{redirect.title}”
          </span>
        </div>
        <TextField
          label="Leads to the post (slug)"
          name="target"
          id={`${id}-target`}
          required
          defaultValue={state.values?.target ?? redirect.slug}
          error={fields.target}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={isPending} loadingLabel="Saving…">
            Save
          </Button>
          <ConfirmButton
            label={`Delete`}
            title={`Stop redirecting ${redirect.path}?`}
            description={<>The old address will answer “not found” again; the post stays.</>}
            confirmLabel="Delete redirect"
            isDisabled={isDeleting}
            onConfirm={() =>
              startDelete(async () => {
                const result = await deleteRedirectAction(redirect.path);
                if (result.ok) toast.success(result.message);
                else toast.error(result.error?.message);
              })
            }
          />
        </div>
      </form>
    </li>
  );
}
