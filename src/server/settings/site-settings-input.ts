import { z } from "zod";

const priceCents = z.coerce
  .number({ error: "Enter a price like 8 or 8.50." })
  .min(0, "A price cannot be negative.")
  .max(100_000, "That price is too high.")
  .transform((value) => Math.round(value * 100));

/** The settings form: prices typed in currency units, stored in cents. */
export const siteSettingsFormSchema = z.object({
  siteName: z.string().trim().min(1, "Give the site a name.").max(80, "Keep the name under 80 characters."),
  description: z.string().trim().max(300, "Keep the description under 300 characters."),
  monthlyPlanName: z.string().trim().min(1, "Name the monthly plan.").max(60),
  monthlyPrice: priceCents,
  yearlyPlanName: z.string().trim().min(1, "Name the yearly plan.").max(60),
  yearlyPrice: priceCents,
});
export type SiteSettingsForm = z.input<typeof siteSettingsFormSchema>;

export type SiteSettings = {
  siteName: string;
  description: string;
  monthlyPlanName: string;
  monthlyPriceCents: number;
  yearlyPlanName: string;
  yearlyPriceCents: number;
};
