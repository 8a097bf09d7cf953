"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { banMember, unbanMember } from "@/server/comments/ban-member";
import { revalidateComments } from "@/server/comments/comment-cache";
import { moderateComment, moderationActions } from "@/server/comments/moderate-comment";
import { withAction } from "@/server/http/with-action";

const moderation = z.object({ commentId: z.string().min(1).max(100), action: z.enum(moderationActions) });

export const moderateCommentAction = withAction("editor", moderation, async (input, { actor }) => {
  const { slug, message } = await moderateComment({ actor, commentId: input.commentId, action: input.action });
  // Every reader of the post sees the change at their next request for its comments.
  revalidateComments(slug);
  revalidatePath("/admin/comments");
  return { message };
});

const ban = z.object({ userId: z.string().default(""), reason: z.string().default(""), until: z.string().default("") });

export const banMemberAction = withAction("editor", ban, async (input, { actor }) => {
  const { handle } = await banMember({ actor, input });
  revalidatePath("/admin/comments");
  return { message: `@${handle} can no longer comment.` };
});

export const unbanMemberAction = withAction("editor", z.object({ userId: z.string().min(1).max(200) }), async ({ userId }, { actor }) => {
  await unbanMember({ actor, userId });
  revalidatePath("/admin/comments");
  return { message: "The ban is lifted." };
});
