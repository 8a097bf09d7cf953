import { z } from "zod";
import { isValidSlug } from "@/lib/slug";

export const tagNameSchema = z.string().trim().min(1, "Give the tag a name.").max(60, "Keep tag names under 60 characters.");
export const tagSlugSchema = z
  .string()
  .trim()
  .refine((slug) => isValidSlug(slug), "Use lowercase letters, digits and single hyphens.");
export const tagDescriptionSchema = z.string().trim().max(500, "Keep the description under 500 characters.");
