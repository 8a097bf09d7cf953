"use client";

import { useActionState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { createTagAction, deleteTagAction, updateTagAction } from "@/app/admin/tags/actions";
import type { ActionResult } from "@/lib/action-result";
import { ConfirmButton } from "./confirm-button";
import { Field } from "./field";
import { useFormToast } from "./use-form-toast";

const submit =
  "rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-white dark:text-zinc-900";

export function CreateTagForm() {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(createTagAction, { ok: true });
  useFormToast(state);
  const fields = state.error?.fields ?? {};
  return (
    <form
      action={action}
      className="grid gap-3 rounded-md border border-zinc-200 p-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end dark:border-zinc-800"
      aria-label="New tag"
    >
      <Field label="Name" name="name" id="new-tag-name" required defaultValue={state.values?.name} error={fields.name} />
      <Field label="Slug (optional)" name="slug" id="new-tag-slug" defaultValue={state.values?.slug} error={fields.slug} />
      <Field
        label="Description"
        name="description"
        id="new-tag-description"
        defaultValue={state.values?.description}
        error={fields.description}
      />
      <button className={submit} disabled={isPending}>
        {isPending ? "Creating…" : "Create tag"}
      </button>
    </form>
  );
}

type Tag = { id: string; name: string; slug: string; description: string; postCount: number };

export function EditTagForm({ tag }: { tag: Tag }) {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(updateTagAction, { ok: true });
  const [isDeleting, startDelete] = useTransition();
  useFormToast(state);
  const fields = state.error?.fields ?? {};
  const values = state.values ?? tag;
  return (
    <li className="rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
      <form action={action} className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr] sm:items-end" aria-label={`Tag ${tag.name}`}>
        <input type="hidden" name="id" value={tag.id} />
        <Field label="Name" name="name" id={`tag-${tag.id}-name`} required defaultValue={values.name} error={fields.name} />
        <Field
          label="Slug"
          name="slug"
          id={`tag-${tag.id}-slug`}
          defaultValue={values.slug}
          error={fields.slug}
          hint="Changing it changes the tag page's address."
        />
        <Field
          label="Description"
          name="description"
          id={`tag-${tag.id}-description`}
          defaultValue={values.description}
          error={fields.description}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <button className={submit} disabled={isPending}>
            {isPending ? "Saving…" : "Save"}
          </button>
          <ConfirmButton
            label={`Delete ${tag.name}`}
            title={`Delete the tag “${tag.name}”?`}
            description={
              <>
                It will be removed from {tag.postCount} {tag.postCount === 1 ? "post" : "posts"}; the posts stay.
              </>
            }
            confirmLabel="Delete tag"
            isDisabled={isDeleting}
            onConfirm={() =>
              startDelete(async () => {
                const result = await deleteTagAction(tag.id);
                if (result.ok) toast.success(result.message);
                else toast.error(result.error?.message);
              })
            }
            className="rounded-md border border-red-700 px-3 py-2 text-sm text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
          />
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            {tag.postCount} {tag.postCount === 1 ? "post" : "posts"}
          </span>
        </div>
      </form>
    </li>
  );
}
