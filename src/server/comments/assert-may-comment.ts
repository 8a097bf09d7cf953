import "server-only";
import type { CommentBlock } from "@/lib/comment-thread";
import { AppError, type ErrorCode } from "@/server/errors";
import type { CommentMember } from "./comment-member";
import type { CommentSettings } from "./comment-settings";
import { findCommentPost, type CommentPost } from "./find-comment-post";
import { getCommentBlock } from "./get-comment-block";

const statusOf: Record<CommentBlock["code"], ErrorCode> = {
  off: "forbidden",
  "sign-in": "unauthorized",
  "cannot-read": "forbidden",
  "paid-only": "forbidden",
  banned: "forbidden",
};

/** The live post when this member may comment on it now; otherwise the reason, as a 401/403/404 AppError. */
export async function assertMayComment(options: {
  slug: string;
  member: CommentMember;
  settings: CommentSettings;
  now: Date;
}): Promise<CommentPost> {
  const post = await findCommentPost(options.slug, options.now);
  if (!post) throw new AppError("not_found", "No such post.");
  const block = await getCommentBlock({ post, member: options.member, settings: options.settings, now: options.now });
  if (block) throw new AppError(statusOf[block.code], block.message);
  return post;
}
