import type { Metadata } from "next";
import { connection } from "next/server";
import { getEnv } from "@/server/env";
import { requireAdminPage } from "@/server/http/require-page-session";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { SettingsForm } from "@/components/admin/settings-form";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await connection();
  await requireAdminPage("owner", "/admin/settings");
  const settings = await getSiteSettings();
  const initial = {
    siteName: settings.siteName,
    description: settings.description,
    monthlyPlanName: settings.monthlyPlanName,
    monthlyPrice: (settings.monthlyPriceCents / 100).toFixed(2),
    yearlyPlanName: settings.yearlyPlanName,
    yearlyPrice: (settings.yearlyPriceCents / 100).toFixed(2),
  };
  return (
    <>
      <h1 className="text-2xl font-bold">Settings</h1>
      <div className="mt-6">
        <SettingsForm initial={initial} isBillingOn={getEnv().features.billing} />
      </div>
    </>
  );
}
