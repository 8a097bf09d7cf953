"use client";

import { useActionState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { createTagAction, deleteTagAction, updateTagAction } from "@/app/admin/tags/actions";
import type { ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { TextField } from "@/components/ui/text-field";
import { useFormToast } from "./use-form-toast";

/** The server's field codes, said for this form. */
const fieldError = (code: string | undefined) => (code === "taken" ? "Already used by another tag." : code);

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
      <TextField label="Name" name="name" id="new-tag-name" required defaultValue={state.values?.name} error={fieldError(fields.name)} />
      <TextField label="Slug (optional)" name="slug" id="new-tag-slug" defaultValue={state.values?.slug} error={fieldError(fields.slug)} />
      <TextField
        label="Description"
        name="description"
        id="new-tag-description"
        defaultValue={state.values?.description}
        error={fieldError(fields.description)}
      />
      <Button type="submit" isLoading={isPending} loadingLabel="Creating…">
        Create tag
      </Button>
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
        <TextField label="Name" name="name" id={`tag-${tag.id}-name`} required defaultValue={values.name} error={fieldError(fields.name)} />
        <TextField
          label="Slug"
          name="slug"
          id={`tag-${tag.id}-slug`}
          defaultValue={values.slug}
          error={fieldError(fields.slug)}
          hint="Changing it changes the tag page's address."
        />
        <TextField
          label="Description"
          name="description"
          id={`tag-${tag.id}-description`}
          defaultValue={values.description}
          error={fieldError(fields.description)}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <Button type="submit" isLoading={isPending} loadingLabel="Saving…">
            Save
          </Button>
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
          />
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            {tag.postCount} {tag.postCount === 1 ? "post" : "posts"}
          </span>
        </div>
      </form>
    </li>
  );
}
