"use client";

import { useActionState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { createRedirectAction, deleteRedirectAction, updateRedirectAction } from "@/app/admin/redirects/actions";
import type { ActionResult } from "@/lib/action-result";
import { ConfirmButton } from "./confirm-button";
import { Field } from "./field";
import { useFormToast } from "./use-form-toast";

const submit =
  "rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-white dark:text-zinc-900";

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
      <Field
        label="Old address"
        name="path"
        id="new-redirect-path"
        required
        placeholder="/p/my-post"
        defaultValue={state.values?.path}
        error={fields.path === "taken" ? "Already redirects: change that one below." : fields.path}
      />
      <Field
        label="Leads to the post (slug)"
        name="target"
        id="new-redirect-target"
        required
        placeholder="my-post"
        defaultValue={state.values?.target}
        error={fields.target}
      />
      <button className={submit} disabled={isPending}>
        {isPending ? "Adding…" : "Add redirect"}
      </button>
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
        <Field
          label="Leads to the post (slug)"
          name="target"
          id={`${id}-target`}
          required
          defaultValue={state.values?.target ?? redirect.slug}
          error={fields.target}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button className={submit} disabled={isPending}>
            {isPending ? "Saving…" : "Save"}
          </button>
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
            className="rounded-md border border-red-700 px-3 py-2 text-sm text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
          />
        </div>
      </form>
    </li>
  );
}
