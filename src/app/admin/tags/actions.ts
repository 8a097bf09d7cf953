"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireRole } from "@/server/auth/session";
import { actorFromSession } from "@/server/admin/actor";
import { toActionError } from "@/server/admin/action-result";
import { createTag } from "@/server/posts/create-tag";
import { deleteTag } from "@/server/posts/delete-tag";
import { describeTag } from "@/server/posts/describe-tag";
import { renameTag } from "@/server/posts/rename-tag";
import type { FormState } from "@/lib/admin/action-types";

const text = (form: FormData, key: string) => String(form.get(key) ?? "");

export async function createTagAction(_previous: FormState, form: FormData): Promise<FormState> {
  const values = { name: text(form, "name"), slug: text(form, "slug"), description: text(form, "description") };
  try {
    const actor = actorFromSession(await requireRole("editor"));
    const tag = await createTag({ actor, input: values });
    revalidatePath("/admin/tags");
    return { ok: true, message: `Tag “${tag.name}” created`, values: { name: "", slug: "", description: "" }, at: Date.now() };
  } catch (error) {
    return { ok: false, error: toActionError(error), values, at: Date.now() };
  }
}

/** One form per tag: a new name (slug kept unless changed) and the description. */
export async function updateTagAction(_previous: FormState, form: FormData): Promise<FormState> {
  const values = { id: text(form, "id"), name: text(form, "name"), slug: text(form, "slug"), description: text(form, "description") };
  try {
    const actor = actorFromSession(await requireRole("editor"));
    const id = z.string().min(1).parse(values.id);
    const tag = await renameTag({ actor, id, input: { name: values.name, slug: values.slug.trim() || undefined } });
    if (tag.description !== values.description.trim()) await describeTag({ actor, id, description: values.description });
    revalidatePath("/admin/tags");
    return { ok: true, message: `Tag “${tag.name}” saved`, values: { ...values, slug: tag.slug }, at: Date.now() };
  } catch (error) {
    return { ok: false, error: toActionError(error), values, at: Date.now() };
  }
}

export async function deleteTagAction(id: string): Promise<FormState> {
  try {
    const actor = actorFromSession(await requireRole("editor"));
    await deleteTag({ actor, id: z.string().min(1).parse(id) });
    revalidatePath("/admin/tags");
    return { ok: true, message: "Tag deleted", at: Date.now() };
  } catch (error) {
    return { ok: false, error: toActionError(error), at: Date.now() };
  }
}
