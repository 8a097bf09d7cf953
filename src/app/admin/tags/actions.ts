"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { createTag } from "@/server/posts/create-tag";
import { deleteTag } from "@/server/posts/delete-tag";
import { describeTag } from "@/server/posts/describe-tag";
import { renameTag } from "@/server/posts/rename-tag";
import { withAction } from "@/server/http/with-action";

const text = z.string().default("");

export const createTagAction = withAction("editor", z.object({ name: text, slug: text, description: text }), async (input, { actor }) => {
  const tag = await createTag({ actor, input });
  revalidatePath("/admin/tags");
  return { message: `Tag “${tag.name}” created`, values: { name: "", slug: "", description: "" } };
});

const updateTagForm = z.object({ id: z.string().min(1), name: text, slug: text, description: text });

/** One form per tag: a new name (slug kept unless changed) and the description. */
export const updateTagAction = withAction("editor", updateTagForm, async (input, { actor }) => {
  const tag = await renameTag({ actor, id: input.id, input: { name: input.name, slug: input.slug.trim() || undefined } });
  if (tag.description !== input.description.trim()) await describeTag({ actor, id: input.id, description: input.description });
  revalidatePath("/admin/tags");
  return { message: `Tag “${tag.name}” saved`, values: { ...input, slug: tag.slug } };
});

export const deleteTagAction = withAction("editor", z.string().min(1), async (id, { actor }) => {
  await deleteTag({ actor, id });
  revalidatePath("/admin/tags");
  return { message: "Tag deleted" };
});
