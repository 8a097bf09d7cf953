"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { savedSearchInputSchema } from "@/lib/saved-search-input";
import { AppError } from "@/server/errors";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { withAction } from "@/server/http/with-action";
import { setNewPostsPreference } from "@/server/newsletter/mail-preferences";
import { createSavedSearch } from "@/server/saved-searches/create-saved-search";
import { deleteSavedSearch } from "@/server/saved-searches/delete-saved-search";
import { updateSavedSearch } from "@/server/saved-searches/update-saved-search";

/** "Email me new posts", from the account page or the end of a post. */
export const setNewPostsAction = withAction("reader", z.object({ newPosts: z.boolean() }), async (input, { session }) => {
  await setNewPostsPreference(session.user.id, input.newPosts);
  revalidatePath("/account");
  return { message: input.newPosts ? "You will get new posts by email." : "No more new posts by email." };
});

const savedSearchId = z.string().min(1).max(100);

async function assertCanSearch(userId: string) {
  if (!(await getEntitlements(userId)).canSearch) throw new AppError("forbidden", "Saving a search comes with a subscription.");
}

export const createSavedSearchAction = withAction("reader", savedSearchInputSchema, async (input, { session }) => {
  await assertCanSearch(session.user.id);
  const saved = await createSavedSearch(session.user.id, input);
  revalidatePath("/account");
  return { data: saved.id, message: `Saved “${saved.name}”.` };
});

export const updateSavedSearchAction = withAction(
  "reader",
  savedSearchInputSchema.extend({ id: savedSearchId }),
  async ({ id, ...input }, { session }) => {
    const saved = await updateSavedSearch(session.user.id, id, input);
    revalidatePath("/account");
    return { message: `Saved “${saved.name}”.` };
  },
);

export const deleteSavedSearchAction = withAction("reader", z.object({ id: savedSearchId }), async ({ id }, { session }) => {
  await deleteSavedSearch(session.user.id, id);
  revalidatePath("/account");
  return { message: "Saved search deleted." };
});
