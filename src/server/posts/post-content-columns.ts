import { computeReadingMinutes } from "@/lib/reading-time";
import { generateExcerpt } from "@/lib/excerpt";
import type { z } from "zod";
import type { postFieldsSchema } from "./post-input";

/**
 * The columns a save writes from the editor's fields: reading time derived from the body, and the
 * excerpt too unless the editor wrote one (only a written one is kept as written).
 */
export function postContentColumns(fields: z.output<typeof postFieldsSchema>, slug: string) {
  return {
    title: fields.title,
    slug,
    excerpt: fields.excerpt || generateExcerpt(fields.bodyMarkdown),
    hasCustomExcerpt: fields.excerpt !== "",
    bodyMarkdown: fields.bodyMarkdown,
    coverImageUrl: fields.coverImageUrl || null,
    coverImageAlt: fields.coverImageAlt || null,
    readingMinutes: computeReadingMinutes(fields.bodyMarkdown),
    ...(fields.access ? { access: fields.access } : {}),
  };
}
