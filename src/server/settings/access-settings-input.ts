import { z } from "zod";
import { postAccessLevels } from "@/lib/post-access";

const wholeNumber = (label: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label}: enter a whole number (0 or more).`)
    .transform(Number)
    .pipe(z.number().int().max(max, `${label}: at most ${max}.`));

/**
 * The paywall section of the settings form (#26), as typed: numbers arrive as text. The
 * archive age is optional: empty means public posts never become paid.
 */
export const accessSettingsFormSchema = z.object({
  defaultPostAccess: z.enum(postAccessLevels, { error: "Choose who can read a new post." }),
  meterFreePaidPosts: wholeNumber("Free paid posts a month", 100),
  giftLinksPerMonth: wholeNumber("Gift links a month", 1000),
  archivePaidAfterDays: z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "") return null;
      const days = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(days) || days < 1 || days > 36_500) {
        context.addIssue({ code: "custom", message: "Days: leave empty for never, or enter 1 to 36500." });
        return z.NEVER;
      }
      return days;
    }),
});
/** As a form sends it: every field text, checked by the schema. */
export type AccessSettingsForm = Record<keyof z.input<typeof accessSettingsFormSchema>, string>;
