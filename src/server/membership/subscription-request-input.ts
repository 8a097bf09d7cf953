import { z } from "zod";

export const subscriptionRequestNoteMaxLength = 1000;

/** The pricing page's "Request a subscription" form: a plan and a note for the editors. */
export const subscriptionRequestSchema = z.object({
  plan: z.enum(["monthly", "yearly"], { error: "Choose a plan." }),
  note: z
    .string()
    .trim()
    .max(subscriptionRequestNoteMaxLength, `Keep the note under ${subscriptionRequestNoteMaxLength} characters.`)
    // Line breaks are fine in a note; other control characters are not text.
    .regex(/^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]*$/, "The note contains characters that are not text.")
    .default(""),
  /** The browser's attribution trail (#27): checked apart (readAttribution), never a reason to refuse. */
  attribution: z.unknown().optional(),
});
export type SubscriptionRequestInput = z.input<typeof subscriptionRequestSchema>;
