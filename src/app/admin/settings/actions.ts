"use server";

import { revalidatePath } from "next/cache";
import { requireRole } from "@/server/auth/session";
import { actorFromSession } from "@/server/admin/actor";
import { toActionError } from "@/server/admin/action-result";
import { updateSiteSettings } from "@/server/admin/update-site-settings";
import type { FormState } from "@/lib/admin/action-types";

const keys = ["siteName", "description", "monthlyPlanName", "monthlyPrice", "yearlyPlanName", "yearlyPrice"] as const;

export async function updateSettingsAction(_previous: FormState, form: FormData): Promise<FormState> {
  const values = Object.fromEntries(keys.map((key) => [key, String(form.get(key) ?? "")])) as Record<(typeof keys)[number], string>;
  try {
    const actor = actorFromSession(await requireRole("owner"));
    await updateSiteSettings({ actor, input: values });
    // Site name and prices show on every public page.
    revalidatePath("/", "layout");
    return { ok: true, message: "Settings saved", values, at: Date.now() };
  } catch (error) {
    return { ok: false, error: toActionError(error), values, at: Date.now() };
  }
}
