"use client";

import { updateCommentSettingsAction } from "@/app/admin/settings/actions";
import { commentAudienceLabels, commentAudiences } from "@/lib/comment-rules";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { SettingsSectionForm } from "./settings-section-form";

type Values = { audience: string; holdFirst: boolean };

/** The comments section of /admin/settings: who may comment, and whether first comments wait for approval. */
export function CommentSettingsForm({ initial }: { initial: Values }) {
  return (
    <SettingsSectionForm
      action={updateCommentSettingsAction}
      title="Comments"
      titleId="comment-settings-title"
      submitLabel="Save comment settings"
    >
      {({ typed, fields }) => {
        const values: Values = typed ? { audience: typed.audience ?? initial.audience, holdFirst: typed.holdFirst === "on" } : initial;
        return (
          <>
            <Field
              id="field-audience"
              label="Who may comment"
              hint="Nobody comments on a post they may not read in full. Editors may always comment while comments are on."
              error={fields.audience}
            >
              {(control) => (
                <Select {...control} name="audience" defaultValue={values.audience}>
                  {commentAudiences.map((audience) => (
                    <option key={audience} value={audience}>
                      {commentAudienceLabels[audience]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Checkbox
              name="holdFirst"
              defaultChecked={values.holdFirst}
              label="Hold a member's first comment until an editor approves it"
            />
          </>
        );
      }}
    </SettingsSectionForm>
  );
}
