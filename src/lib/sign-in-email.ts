import { z } from "zod";

/**
 * One plain ASCII address, nothing else: no lists (`a@x.com,b@y.com`), no header injection
 * (CR/LF), no look-alike characters (full-width ＠), at most 254 characters.
 */
export const signInEmailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .regex(/^[\x21-\x7e]+$/, "Enter a single email address, like you@example.com.")
  .pipe(z.email("Enter a single email address, like you@example.com."))
  .transform((email) => email.toLowerCase());
