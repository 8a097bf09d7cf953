import { z } from "zod";
import { describeAccentProblem } from "@/lib/design/check-accent";
import { parseLinkLines } from "@/lib/design/link-lines";
import { postFonts } from "@/lib/design/post-fonts";
import type { Theme } from "@/lib/design/theme-surfaces";

const accent = (theme: Theme) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((value, context) => {
      const problem = describeAccentProblem(value, theme);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

const linkLines = (options: { allowSitePaths: boolean; max: number }) =>
  z.string().transform((text, context) => {
    const result = parseLinkLines(text, options);
    if (result.problem !== null) {
      context.addIssue({ code: "custom", message: result.problem });
      return z.NEVER;
    }
    return result.links;
  });

/**
 * The design section of the settings form (#31), as typed. Accents are refused with the reason
 * when they fail 4.5:1 on their theme; links are `Label | address` lines (empty navigation: the
 * default links).
 */
export const designSettingsFormSchema = z.object({
  accentLight: accent("light"),
  accentDark: accent("dark"),
  postFont: z.enum(postFonts, { error: "Choose Inter or the serif font." }),
  navLinks: linkLines({ allowSitePaths: true, max: 8 }),
  socialLinks: linkLines({ allowSitePaths: false, max: 8 }),
  footerText: z
    .string()
    .trim()
    .max(500, "Keep the footer text under 500 characters.")
    .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), "The footer text has a control character."),
});
/** As a form sends it: every field text. */
export type DesignSettingsForm = Record<keyof z.input<typeof designSettingsFormSchema>, string>;
