import { z } from "zod";

export const displayNameMaxLength = 80;

/**
 * The name others see on comments and author pages: up to 80 characters of text with no control
 * characters or line breaks, spaces trimmed. Empty means "no name": the handle is shown instead.
 */
export const displayNameSchema = z
  .string({ error: "Enter a name, or leave it empty to show your handle." })
  .trim()
  .max(displayNameMaxLength, `A name has at most ${displayNameMaxLength} characters.`)
  .refine((name) => !/\p{Cc}/u.test(name), "A name cannot contain line breaks or control characters.")
  .transform((name) => (name === "" ? null : name));
