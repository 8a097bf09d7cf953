import { z } from "zod";

const handleMaxLength = 64;

/** A handle: 1–64 letters, digits, `_` or `-`. Uniqueness ignores case. */
export const handleSchema = z
  .string()
  .trim()
  .min(1, "Choose a handle.")
  .max(handleMaxLength, `A handle has at most ${handleMaxLength} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, "Use only letters, digits, _ and -.");

/**
 * The starting point for a new account's handle: the email's local part with anything
 * outside [A-Za-z0-9_-] dropped (a `+tag` is dropped whole), cut to leave room for a suffix.
 */
export function handleBaseFromEmail(email: string): string {
  const local = (email.split("@")[0] ?? "").split("+")[0] ?? "";
  const cleaned = local
    .normalize("NFKD")
    .replace(/[.]+/g, "_")
    .replace(/[^A-Za-z0-9_-]/g, "")
    .slice(0, handleMaxLength - 6);
  return cleaned.length > 0 ? cleaned : "reader";
}

/** The n-th alternative when the base is taken: base-2, base-3, … kept within 64 characters. */
export function handleCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, handleMaxLength - suffix.length)}${suffix}`;
}
