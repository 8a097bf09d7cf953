import { z } from "zod";
import { postAccessLevels } from "@/lib/post-access";
import { isValidSlug, slugMaxLength } from "@/lib/slug";
import { postExcerptMaxLength, postTitleMaxLength } from "@/lib/post-limits";

/**
 * What an editor may set on a post. Parsed by the server actions and again by the domain
 * functions (CLI commands and tests call those directly). An empty slug means "from the title";
 * an empty excerpt means "from the body".
 */
export const postFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Give the post a title.")
    .max(postTitleMaxLength, `The title is too long: keep it to ${postTitleMaxLength} characters.`),
  slug: z
    .string()
    .trim()
    .max(slugMaxLength, `Keep the slug under ${slugMaxLength} characters.`)
    .refine((slug) => slug === "" || isValidSlug(slug), "Use lowercase letters, digits and single hyphens.")
    .default(""),
  excerpt: z
    .string()
    .trim()
    .max(postExcerptMaxLength, `The excerpt is too long: keep it to ${postExcerptMaxLength} characters.`)
    .default(""),
  bodyMarkdown: z.string().max(200_000, "The body is too long (200,000 characters at most).").default(""),
  coverImageUrl: z
    .string()
    .trim()
    .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, "Upload the cover image here.")
    .or(z.literal(""))
    .default(""),
  coverImageAlt: z.string().trim().max(300).default(""),
  authorId: z.string().trim().min(1).optional(),
  /** Who may read it in full; omitted: the site's default for a new post, unchanged for a saved one. */
  access: z.enum(postAccessLevels, { error: "Choose who can read the post." }).optional(),
  tags: z.array(z.string().trim().min(1).max(60, "Keep tag names under 60 characters.")).max(20, "At most 20 tags.").default([]),
});
export type PostFields = z.input<typeof postFieldsSchema>;

export const versionSchema = z.coerce.number().int().min(1);
