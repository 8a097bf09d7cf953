"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { withAction } from "@/server/http/with-action";
import { clearBounce } from "@/server/mail/mail-bounces";
import { setPostEmail } from "@/server/newsletter/request-post-email";
import { sendTestEmail } from "@/server/newsletter/send-test-email";

const postId = z.object({ postId: z.string().min(1).max(100) });

/** The editor's "email this post": sent when the post goes live (at once if it already is), once ever. */
export const setPostEmailAction = withAction("editor", postId.extend({ email: z.boolean() }), async (input, { actor }) => {
  const changed = await setPostEmail({ actor, postId: input.postId, email: input.email });
  revalidatePath(`/admin/posts/${input.postId}`);
  return {
    message: changed ? (input.email ? "This post will be emailed when it goes live." : "The email is cancelled.") : "Nothing changed.",
  };
});

export const sendTestEmailAction = withAction("editor", postId, async (input, { actor }) => {
  const { to } = await sendTestEmail(actor, input.postId);
  return { message: `A test email is on its way to ${to}.` };
});

export const clearBounceAction = withAction("editor", z.object({ userId: z.string().min(1).max(100) }), async (input, { actor }) => {
  await clearBounce(actor, input.userId);
  revalidatePath(`/admin/members/${input.userId}`);
  return { message: "Mail goes to this address again." };
});
