"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { deleteRedirect } from "@/server/redirects/delete-redirect";
import { saveRedirect } from "@/server/redirects/save-redirect";
import { withAction } from "@/server/http/with-action";

const form = z.object({ path: z.string().default(""), target: z.string().default("") });

export const createRedirectAction = withAction("editor", form, async (input, { actor }) => {
  const saved = await saveRedirect({ actor, input, mode: "create" });
  revalidatePath("/admin/redirects");
  return { message: `${saved.path} now leads to /posts/${saved.slug}`, values: { path: "", target: "" } };
});

/** One form per redirect: the old path is fixed, the post it leads to may change. */
export const updateRedirectAction = withAction("editor", form, async (input, { actor }) => {
  const saved = await saveRedirect({ actor, input, mode: "update" });
  revalidatePath("/admin/redirects");
  return { message: `${saved.path} now leads to /posts/${saved.slug}`, values: { path: saved.path, target: saved.slug } };
});

export const deleteRedirectAction = withAction("editor", z.string().min(1).max(500), async (path, { actor }) => {
  await deleteRedirect({ actor, path });
  revalidatePath("/admin/redirects");
  return { message: `${path} no longer redirects` };
});
