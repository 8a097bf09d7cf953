import { computeReadingMinutes } from "@/lib/reading-time";
import { generateExcerpt } from "@/lib/excerpt";
import type { z } from "zod";
import type { postFieldsSchema } from "./post-input";

/** The columns a save writes from the editor's fields: excerpt and reading time derived from the body. */
export function postContentColumns(fields: z.output<typeof postFieldsSchema>, slug: string) {
  return {
    title: fields.title,
    slug,
    excerpt: fields.excerpt || generateExcerpt(fields.bodyMarkdown),
    bodyMarkdown: fields.bodyMarkdown,
    coverImageUrl: fields.coverImageUrl || null,
    coverImageAlt: fields.coverImageAlt || null,
    readingMinutes: computeReadingMinutes(fields.bodyMarkdown),
  };
}
