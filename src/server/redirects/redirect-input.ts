import { z } from "zod";
import { normalizeOldPath } from "@/server/import/find-redirect";
import { isOwnPath } from "./own-paths";

/**
 * An old address as an editor types it: a path (`/p/my-post`) or a whole URL of the old site
 * (`https://old.example.com/p/my-post`), of which the path is kept, stored as it is looked up.
 */
export const oldPathSchema = z
  .string()
  .trim()
  .min(1, "Enter the old address, e.g. /p/my-post.")
  .max(500, "At most 500 characters.")
  .transform((value, context) => {
    let pathname = value;
    if (/^https?:\/\//i.test(value)) {
      try {
        pathname = new URL(value).pathname;
      } catch {
        context.addIssue({ code: "custom", message: "Not a valid address." });
        return z.NEVER;
      }
    }
    if (!pathname.startsWith("/") || /[\s?#]/.test(pathname)) {
      context.addIssue({ code: "custom", message: "A path starting with /, without spaces, ? or #." });
      return z.NEVER;
    }
    const path = normalizeOldPath(pathname);
    if (isOwnPath(path)) {
      context.addIssue({ code: "custom", message: "That is one of this site's own addresses." });
      return z.NEVER;
    }
    return path;
  });

/** The post it leads to: its slug, or its address here (`/posts/slug` or the whole URL). */
export const targetSlugSchema = z
  .string()
  .trim()
  .min(1, "Enter the post's slug or address.")
  .max(500, "At most 500 characters.")
  .transform((value) => {
    const pathname = /^https?:\/\//i.test(value) ? safePathname(value) : value;
    return pathname.replace(/^\/?posts\//, "").replace(/^\/+|\/+$/g, "");
  });

function safePathname(value: string): string {
  try {
    return new URL(value).pathname;
  } catch {
    return value;
  }
}
