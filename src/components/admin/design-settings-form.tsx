"use client";

import { useActionState } from "react";
import { updateDesignSettingsAction } from "@/app/admin/settings/design-actions";
import type { ActionResult } from "@/lib/action-result";
import { postFontLabels, postFonts } from "@/lib/design/post-fonts";
import { Field } from "./field";
import { TextAreaField } from "./text-area-field";
import { useFormToast } from "./use-form-toast";

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
  const [state, action, isPending] = useActionState<ActionResult, FormData>(updateDesignSettingsAction, { ok: true });
  useFormToast(state);
  const values = (state.values as DesignFormValues | undefined) ?? initial;
  const fields = state.error?.fields ?? {};
  return (
    <form action={action} aria-labelledby="design-settings-title" className="max-w-xl space-y-4">
      <h2 id="design-settings-title" className="text-lg font-semibold">
        Design
      </h2>
      <fieldset className="space-y-3 rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
        <legend className="px-1 text-sm font-medium">Accent colour (links, labels, focus rings)</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          One for each theme: no colour reads at 4.5:1 on both white and near-black. A colour that reads below 4.5:1 on its theme&apos;s
          backgrounds is refused.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Light theme accent"
            name="accentLight"
            required
            spellCheck={false}
            defaultValue={values.accentLight}
            error={fields.accentLight}
            hint="Like #065f46: dark enough for white."
          />
          <Field
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
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="field-postFont" className="font-medium">
          Post body font
        </label>
        <select
          id="field-postFont"
          name="postFont"
          defaultValue={values.postFont}
          aria-invalid={fields.postFont ? true : undefined}
          aria-describedby={fields.postFont ? "field-postFont-error" : undefined}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        >
          {postFonts.map((font) => (
            <option key={font} value={font}>
              {postFontLabels[font]}
            </option>
          ))}
        </select>
        {fields.postFont ? (
          <p id="field-postFont-error" className="text-red-700 dark:text-red-400">
            {fields.postFont}
          </p>
        ) : null}
      </div>
      <TextAreaField
        label="Header links"
        name="navLinks"
        rows={4}
        spellCheck={false}
        defaultValue={values.navLinks}
        error={fields.navLinks}
        hint={`${linkHint} A path on this site (/pricing) or an https:// address; up to 8. Empty: Home, Topics and Pricing.`}
      />
      <TextAreaField
        label="Social profiles in the footer"
        name="socialLinks"
        rows={3}
        spellCheck={false}
        defaultValue={values.socialLinks}
        error={fields.socialLinks}
        hint={`${linkHint} Like "Bluesky | https://bsky.app/profile/you"; up to 8. Plain links: no third-party script.`}
      />
      <TextAreaField
        label="Footer text"
        name="footerText"
        rows={2}
        maxLength={500}
        defaultValue={values.footerText}
        error={fields.footerText}
        hint="Plain text, up to 500 characters, shown above the copyright line."
      />
      {state.error && Object.keys(fields).length === 0 ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {state.error.message}
        </p>
      ) : null}
      <button
        type="submit"
        className="rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-white dark:text-zinc-900"
        disabled={isPending}
      >
        {isPending ? "Saving…" : "Save design"}
      </button>
    </form>
  );
}
