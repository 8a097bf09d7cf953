"use client";

import { useActionState } from "react";
import { updateAccessSettingsAction } from "@/app/admin/settings/actions";
import type { ActionResult } from "@/lib/action-result";
import { postAccessLabels, postAccessLevels } from "@/lib/post-access";
import { Field } from "./field";
import { useFormToast } from "./use-form-toast";

type Values = { defaultPostAccess: string; meterFreePaidPosts: string; giftLinksPerMonth: string; archivePaidAfterDays: string };

/** The paywall section of /admin/settings: its own form, saved on its own. */
export function AccessSettingsForm({ initial }: { initial: Values }) {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(updateAccessSettingsAction, { ok: true });
  useFormToast(state);
  const values = (state.values as Values | undefined) ?? initial;
  const fields = state.error?.fields ?? {};
  return (
    <form action={action} aria-labelledby="paywall-settings-title" className="max-w-xl space-y-4">
      <h2 id="paywall-settings-title" className="text-lg font-semibold">
        Paywall
      </h2>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="field-defaultPostAccess" className="font-medium">
          Who can read a new post
        </label>
        <select
          id="field-defaultPostAccess"
          name="defaultPostAccess"
          defaultValue={values.defaultPostAccess}
          aria-invalid={fields.defaultPostAccess ? true : undefined}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        >
          {postAccessLevels.map((level) => (
            <option key={level} value={level}>
              {postAccessLabels[level]}
            </option>
          ))}
        </select>
        {fields.defaultPostAccess ? <p className="text-red-700 dark:text-red-400">{fields.defaultPostAccess}</p> : null}
      </div>
      <Field
        label="Free paid posts a month for signed-in members"
        name="meterFreePaidPosts"
        inputMode="numeric"
        required
        defaultValue={values.meterFreePaidPosts}
        error={fields.meterFreePaidPosts}
        hint="0 turns the meter off: only subscribers read paid posts in full. Anonymous readers always get the preview."
      />
      <Field
        label="Gift links a subscriber may make a month"
        name="giftLinksPerMonth"
        inputMode="numeric"
        required
        defaultValue={values.giftLinksPerMonth}
        error={fields.giftLinksPerMonth}
        hint="Each opens one paid post in full for whoever has it. Editors have no limit; 0: subscribers make none."
      />
      <Field
        label="Public posts become paid after (days)"
        name="archivePaidAfterDays"
        inputMode="numeric"
        defaultValue={values.archivePaidAfterDays}
        error={fields.archivePaidAfterDays}
        hint="Leave empty to keep public posts public. Counted from each post's publication date."
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
        {isPending ? "Saving…" : "Save paywall settings"}
      </button>
    </form>
  );
}
