import { z } from "zod";

/** A subscriber keeps at most this many searches. */
export const maxSavedSearches = 20;

// Letters, numbers, punctuation and spaces of any script; no control or format characters.
const printable = /^[^\p{Cc}\p{Cf}\p{Co}\p{Cn}]*$/u;

const facetValue = z.string().trim().min(1).max(100).regex(printable, "must not contain control characters");

/**
 * What the account page and the search page's "Save this search" send: the query and the
 * search page's refinements (tags and authors: any of the values within a facet, every facet).
 */
export const savedSearchInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the search a name.")
    .max(80, "At most 80 characters.")
    .regex(printable, "Use letters, numbers and punctuation."),
  query: z
    .string()
    .trim()
    .min(1, "A saved search needs words to look for.")
    .max(200, "At most 200 characters.")
    .regex(printable, "Use letters, numbers and punctuation."),
  tags: z.array(facetValue).max(10).default([]),
  authors: z.array(facetValue).max(10).default([]),
  frequency: z.enum(["instant", "daily", "off"]).default("instant"),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

export const frequencyLabels: Record<SavedSearchInput["frequency"], string> = {
  instant: "Email me at once",
  daily: "One daily digest",
  off: "No email",
};
