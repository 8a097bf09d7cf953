"use server";

import { z } from "zod";
import { revalidateSiteSettings } from "@/server/settings/read-site-settings";
import { updateSiteSettings } from "@/server/settings/update-site-settings";
import { revalidateAccessSettings } from "@/server/settings/revalidate-access-settings";
import { updateAccessSettings } from "@/server/settings/update-access-settings";
import { withAction } from "@/server/http/with-action";
import { updateCommentSettings } from "@/server/comments/comment-settings";

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

const accessForm = z.object({
  defaultPostAccess: text,
  meterFreePaidPosts: text,
  giftLinksPerMonth: text,
  archivePaidAfterDays: text,
});

export const updateAccessSettingsAction = withAction("owner", accessForm, async (input, { actor }) => {
  await updateAccessSettings({ actor, input });
  // The archive age changes which public posts read as paid, on every cached page.
  revalidateAccessSettings();
  return { message: "Paywall settings saved" };
});

const commentForm = z.object({ audience: text, holdFirst: z.string().optional() });

export const updateCommentSettingsAction = withAction("owner", commentForm, async (input, { actor }) => {
  await updateCommentSettings({ actor, input });
  // Post pages show the comments section only while comments are on.
  revalidateSiteSettings();
  return { message: "Comment settings saved" };
});
