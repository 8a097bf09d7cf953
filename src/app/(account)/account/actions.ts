"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { updateHandle } from "@/server/accounts/update-handle";
import { canEdit } from "@/server/auth/permissions";
import { revalidateAuthorPages } from "@/server/posts/revalidate-public-pages";
import { withAction } from "@/server/http/with-action";

/** The account page's handle form. Checks the session itself (never trusts the page). */
export const saveHandleAction = withAction("reader", z.object({ handle: z.unknown() }), async (input, { session }) => {
  const handle = await updateHandle(session.user.id, input.handle);
  revalidatePath("/account");
  // An author's handle is in their page's URL and on every post of theirs.
  if (canEdit(session) && handle !== session.account.handle) revalidateAuthorPages([session.account.handle, handle]);
  return { data: handle };
});
