"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { withAction } from "@/server/http/with-action";
import { createGiftLink } from "@/server/access/create-gift-link";
import { revokeGiftLink } from "@/server/access/revoke-gift-link";

const id = z.string().trim().min(1).max(100);

/** "Gift this post": a subscriber's or editor's link to one paid post (the limits are createGiftLink's). */
export const createGiftLinkAction = withAction("reader", z.object({ postId: id }), async (input, { actor }) => {
  const link = await createGiftLink({ actor, postId: input.postId });
  revalidatePath("/account");
  return { data: { path: link.path }, message: "Gift link made" };
});

export const revokeGiftLinkAction = withAction("reader", z.object({ id }), async (input, { actor }) => {
  await revokeGiftLink({ actor, id: input.id });
  revalidatePath("/account");
  return { message: "Gift link revoked: it now opens only the preview" };
});
