"use client";

import { updateAccessSettingsAction } from "@/app/admin/settings/actions";
import { postAccessLabels, postAccessLevels } from "@/lib/post-access";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { SettingsSectionForm } from "./settings-section-form";

type Values = { defaultPostAccess: string; meterFreePaidPosts: string; giftLinksPerMonth: string; archivePaidAfterDays: string };

/** The paywall section of /admin/settings: its own form, saved on its own. */
export function AccessSettingsForm({ initial }: { initial: Values }) {
  return (
    <SettingsSectionForm
      action={updateAccessSettingsAction}
      title="Paywall"
      titleId="paywall-settings-title"
      submitLabel="Save paywall settings"
    >
      {({ typed, fields }) => {
        const values = (typed as Values | undefined) ?? initial;
        return (
          <>
            <Field id="field-defaultPostAccess" label="Who can read a new post" error={fields.defaultPostAccess}>
              {(control) => (
                <Select {...control} name="defaultPostAccess" defaultValue={values.defaultPostAccess}>
                  {postAccessLevels.map((level) => (
                    <option key={level} value={level}>
                      {postAccessLabels[level]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <TextField
              label="Free paid posts a month for signed-in members"
              name="meterFreePaidPosts"
              inputMode="numeric"
              required
              defaultValue={values.meterFreePaidPosts}
              error={fields.meterFreePaidPosts}
              hint="0 turns the meter off: only subscribers read paid posts in full. Anonymous readers always get the preview."
            />
            <TextField
              label="Gift links a subscriber may make a month"
              name="giftLinksPerMonth"
              inputMode="numeric"
              required
              defaultValue={values.giftLinksPerMonth}
              error={fields.giftLinksPerMonth}
              hint="Each opens one paid post in full for whoever has it. Editors have no limit; 0: subscribers make none."
            />
            <TextField
              label="Public posts become paid after (days)"
              name="archivePaidAfterDays"
              inputMode="numeric"
              defaultValue={values.archivePaidAfterDays}
              error={fields.archivePaidAfterDays}
              hint="Leave empty to keep public posts public. Counted from each post's publication date."
            />
          </>
        );
      }}
    </SettingsSectionForm>
  );
}
