import { z } from "zod";

export const welcomeSubjectMaxLength = 200;
export const welcomeBodyMaxLength = 20_000;

/** The welcome mail's form as typed: a checkbox sends "on" or nothing. */
export const welcomeMailFormSchema = z.object({
  isEnabled: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
  subject: z
    .string()
    .trim()
    .min(1, "Give the welcome mail a subject.")
    .max(welcomeSubjectMaxLength, `Keep the subject under ${welcomeSubjectMaxLength} characters.`)
    // A subject is one header line: no line breaks (header injection).
    .regex(/^[^\r\n]*$/, "The subject must be one line."),
  bodyMarkdown: z
    .string()
    .trim()
    .min(1, "Write the welcome mail's text.")
    .max(welcomeBodyMaxLength, `Keep the text under ${welcomeBodyMaxLength.toLocaleString("en-US")} characters.`),
});
export type WelcomeMailForm = z.output<typeof welcomeMailFormSchema>;
