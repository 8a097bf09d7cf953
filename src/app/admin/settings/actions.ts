"use server";

import { z } from "zod";
import { revalidateSiteSettings } from "@/server/settings/read-site-settings";
import { updateSiteSettings } from "@/server/settings/update-site-settings";
import { withAction } from "@/server/http/with-action";

const text = z.string().default("");
const settingsForm = z.object({
  siteName: text,
  description: text,
  monthlyPlanName: text,
  monthlyPrice: text,
  yearlyPlanName: text,
  yearlyPrice: text,
});

export const updateSettingsAction = withAction("owner", settingsForm, async (input, { actor }) => {
  await updateSiteSettings({ actor, input });
  // Site name and prices show on every public page.
  revalidateSiteSettings();
  return { message: "Settings saved" };
});
