"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { updateHandle } from "@/server/accounts/update-handle";
import { withAction } from "@/server/http/with-action";

/** The account page's handle form. Checks the session itself (never trusts the page). */
export const saveHandleAction = withAction("reader", z.object({ handle: z.unknown() }), async (input, { session }) => {
  const handle = await updateHandle(session.user.id, input.handle);
  revalidatePath("/account");
  return { data: handle };
});
