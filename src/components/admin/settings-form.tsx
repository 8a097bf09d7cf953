"use client";

import { useActionState } from "react";
import { updateSettingsAction } from "@/app/admin/settings/actions";
import type { ActionResult } from "@/lib/action-result";
import { Field } from "./field";
import { useFormToast } from "./use-form-toast";

export function SettingsForm({ initial, isBillingOn }: { initial: Record<string, string>; isBillingOn: boolean }) {
  const [state, action, isPending] = useActionState<ActionResult, FormData>(updateSettingsAction, { ok: true });
  useFormToast(state);
  const values = state.values ?? initial;
  const fields = state.error?.fields ?? {};
  return (
    <form action={action} className="max-w-xl space-y-4">
      <Field label="Site name" name="siteName" required defaultValue={values.siteName} error={fields.siteName} />
      <Field label="Description" name="description" defaultValue={values.description} error={fields.description} />
      <fieldset className="space-y-3 rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
        <legend className="px-1 text-sm font-medium">Plans on the pricing page</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {isBillingOn
            ? "The pricing page shows these names and prices. Stripe is configured: readers are charged the Stripe prices, so keep them the same."
            : "The pricing page shows these names and prices. Stripe is not configured: readers ask the editors for access."}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Monthly plan name"
            name="monthlyPlanName"
            required
            defaultValue={values.monthlyPlanName}
            error={fields.monthlyPlanName}
          />
          <Field
            label="Monthly price (USD)"
            name="monthlyPrice"
            inputMode="decimal"
            required
            defaultValue={values.monthlyPrice}
            error={fields.monthlyPrice}
          />
          <Field
            label="Yearly plan name"
            name="yearlyPlanName"
            required
            defaultValue={values.yearlyPlanName}
            error={fields.yearlyPlanName}
          />
          <Field
            label="Yearly price (USD)"
            name="yearlyPrice"
            inputMode="decimal"
            required
            defaultValue={values.yearlyPrice}
            error={fields.yearlyPrice}
          />
        </div>
      </fieldset>
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
        {isPending ? "Saving…" : "Save settings"}
      </button>
    </form>
  );
}
