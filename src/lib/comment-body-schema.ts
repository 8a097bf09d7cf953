import { z } from "zod";
import { commentMaxLength, commentMaxLinks } from "./comment-rules";
import { countCommentLinks, normalizeCommentText } from "./comment-text";

// Apart from comment-text.ts: the browser renders comments with that file and needs no zod.
/** The body of a new or edited comment, as a request sends it: normalized, then checked. */
export const commentBodySchema = z
  .string({ error: "Write a comment." })
  .max(commentMaxLength * 4, `A comment may be at most ${commentMaxLength.toLocaleString("en")} characters.`)
  .transform(normalizeCommentText)
  .superRefine((text, context) => {
    if (text.length === 0) context.addIssue({ code: "custom", message: "Write something before posting: the comment is empty." });
    else if (text.length > commentMaxLength)
      context.addIssue({
        code: "custom",
        message: `A comment may be at most ${commentMaxLength.toLocaleString("en")} characters; this one has ${text.length.toLocaleString("en")}.`,
      });
    else if (countCommentLinks(text) > commentMaxLinks)
      context.addIssue({ code: "custom", message: `A comment may hold at most ${commentMaxLinks} links.` });
  });
