"use client";

import { updateSettingsAction } from "@/app/admin/settings/actions";
import { TextField } from "@/components/ui/text-field";
import { SettingsSectionForm } from "./settings-section-form";

/** The site's name, description and plans: the first section of /admin/settings (named by the page's heading). */
export function SettingsForm({ initial, isBillingOn }: { initial: Record<string, string>; isBillingOn: boolean }) {
  return (
    <SettingsSectionForm action={updateSettingsAction} submitLabel="Save settings">
      {({ typed, fields }) => {
        const values = typed ?? initial;
        return (
          <>
            <TextField label="Site name" name="siteName" required defaultValue={values.siteName} error={fields.siteName} />
            <TextField label="Description" name="description" defaultValue={values.description} error={fields.description} />
            <fieldset className="space-y-3 rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
              <legend className="px-1 text-sm font-medium">Plans on the pricing page</legend>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {isBillingOn
                  ? "The pricing page shows these names and prices. Stripe is configured: readers are charged the Stripe prices, so keep them the same."
                  : "The pricing page shows these names and prices. Stripe is not configured: readers ask the editors for access."}
              </p>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Monthly plan name"
                  name="monthlyPlanName"
                  required
                  defaultValue={values.monthlyPlanName}
                  error={fields.monthlyPlanName}
                />
                <TextField
                  label="Monthly price (USD)"
                  name="monthlyPrice"
                  inputMode="decimal"
                  required
                  defaultValue={values.monthlyPrice}
                  error={fields.monthlyPrice}
                />
                <TextField
                  label="Yearly plan name"
                  name="yearlyPlanName"
                  required
                  defaultValue={values.yearlyPlanName}
                  error={fields.yearlyPlanName}
                />
                <TextField
                  label="Yearly price (USD)"
                  name="yearlyPrice"
                  inputMode="decimal"
                  required
                  defaultValue={values.yearlyPrice}
                  error={fields.yearlyPrice}
                />
              </div>
            </fieldset>
          </>
        );
      }}
    </SettingsSectionForm>
  );
}
