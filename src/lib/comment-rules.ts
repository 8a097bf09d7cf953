/**
 * The rules of comments that both the form and the server state (client-safe): the form shows
 * the limits, the server enforces them (src/server/comments/).
 */

/** Who may comment, a site setting: nobody, any signed-in member, or paid subscribers (editors always). */
export const commentAudiences = ["off", "members", "paid"] as const;
export type CommentAudience = (typeof commentAudiences)[number];

export const commentAudienceLabels: Record<CommentAudience, string> = {
  off: "Nobody (comments off)",
  members: "All signed-in members",
  paid: "Paid subscribers only",
};

/** Characters in one comment, after trimming. */
export const commentMaxLength = 5000;
/** Links in one comment: enough for a conversation, too few for a link farm. */
export const commentMaxLinks = 10;
/** A reporter's reason, in characters. */
export const reportReasonMaxLength = 500;
/** A member may edit their own comment for this long after posting it. */
export const commentEditWindowMs = 15 * 60_000;

/** What an editor chooses to receive about new comments. */
export const editorCommentMailModes = ["off", "each", "daily"] as const;
export type EditorCommentMailMode = (typeof editorCommentMailModes)[number];

export const editorCommentMailLabels: Record<EditorCommentMailMode, string> = {
  off: "No email about new comments",
  each: "An email for each new comment",
  daily: "A daily summary",
};

export function isCommentAudience(value: unknown): value is CommentAudience {
  return typeof value === "string" && (commentAudiences as readonly string[]).includes(value);
}
