"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { editorCommentMailModes } from "@/lib/comment-rules";
import { canEdit } from "@/server/auth/permissions";
import { setCommentMailPreferences } from "@/server/comments/comment-mail-preferences";
import { AppError } from "@/server/errors";
import { withAction } from "@/server/http/with-action";

const change = z.object({
  replies: z.boolean().optional(),
  newComments: z.enum(editorCommentMailModes).optional(),
  reports: z.boolean().optional(),
});

/** The account page's comment mail: replies for everyone; new comments and reports for editors. */
export const setCommentMailAction = withAction("reader", change, async (input, { session }) => {
  if ((input.newComments !== undefined || input.reports !== undefined) && !canEdit(session)) {
    throw new AppError("forbidden", "Only editors get mail about new comments and reports.");
  }
  await setCommentMailPreferences(session.user.id, input);
  revalidatePath("/account");
  const message =
    input.replies !== undefined
      ? input.replies
        ? "You will get an email when someone replies to your comments."
        : "No more emails about replies."
      : input.newComments !== undefined
        ? {
            off: "No more emails about new comments.",
            each: "You will get an email for each new comment.",
            daily: "You will get a daily summary of new comments.",
          }[input.newComments]
        : input.reports
          ? "You will get an email for each report."
          : "No more emails about reports.";
  return { message };
});
