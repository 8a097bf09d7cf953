"use client";

import { updateDesignSettingsAction } from "@/app/admin/settings/design-actions";
import { postFontLabels, postFonts } from "@/lib/design/post-fonts";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { SettingsSectionForm } from "./settings-section-form";

export type DesignFormValues = {
  accentLight: string;
  accentDark: string;
  postFont: string;
  navLinks: string;
  socialLinks: string;
  footerText: string;
};

const linkHint = "One link a line: the label, a | and the address.";

/** The design section of /admin/settings (#31): applied to every page at once when saved. */
export function DesignSettingsForm({ initial }: { initial: DesignFormValues }) {
  return (
    <SettingsSectionForm action={updateDesignSettingsAction} title="Design" titleId="design-settings-title" submitLabel="Save design">
      {({ typed, fields }) => {
        const values = (typed as DesignFormValues | undefined) ?? initial;
        return (
          <>
            <fieldset className="space-y-3 rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
              <legend className="px-1 text-sm font-medium">Accent colour (links, labels, focus rings)</legend>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                One for each theme: no colour reads at 4.5:1 on both white and near-black. A colour that reads below 4.5:1 on its
                theme&apos;s backgrounds is refused.
              </p>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Light theme accent"
                  name="accentLight"
                  required
                  spellCheck={false}
                  defaultValue={values.accentLight}
                  error={fields.accentLight}
                  hint="Like #065f46: dark enough for white."
                />
                <TextField
                  label="Dark theme accent"
                  name="accentDark"
                  required
                  spellCheck={false}
                  defaultValue={values.accentDark}
                  error={fields.accentDark}
                  hint="Like #6ee7b7: light enough for black."
                />
              </div>
            </fieldset>
            <Field id="field-postFont" label="Post body font" error={fields.postFont}>
              {(control) => (
                <Select {...control} name="postFont" defaultValue={values.postFont}>
                  {postFonts.map((font) => (
                    <option key={font} value={font}>
                      {postFontLabels[font]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              id="field-navLinks"
              label="Header links"
              error={fields.navLinks}
              hint={`${linkHint} A path on this site (/pricing) or an https:// address; up to 8. Empty: Home, Topics and Pricing.`}
            >
              {(control) => (
                <Textarea {...control} name="navLinks" rows={4} spellCheck={false} defaultValue={values.navLinks} className="font-mono" />
              )}
            </Field>
            <Field
              id="field-socialLinks"
              label="Social profiles in the footer"
              error={fields.socialLinks}
              hint={`${linkHint} Like "Bluesky | https://bsky.app/profile/you"; up to 8. Plain links: no third-party script.`}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="socialLinks"
                  rows={3}
                  spellCheck={false}
                  defaultValue={values.socialLinks}
                  className="font-mono"
                />
              )}
            </Field>
            <Field
              id="field-footerText"
              label="Footer text"
              error={fields.footerText}
              hint="Plain text, up to 500 characters, shown above the copyright line."
            >
              {(control) => (
                <Textarea {...control} name="footerText" rows={2} maxLength={500} defaultValue={values.footerText} className="font-mono" />
              )}
            </Field>
          </>
        );
      }}
    </SettingsSectionForm>
  );
}
