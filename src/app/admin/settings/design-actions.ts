"use server";

import { z } from "zod";
import { withAction } from "@/server/http/with-action";
import { revalidateSiteSettings } from "@/server/settings/read-site-settings";
import { updateDesignSettings } from "@/server/settings/update-design-settings";

const text = z.string().default("");
const designForm = z.object({
  accentLight: text,
  accentDark: text,
  postFont: text,
  navLinks: text,
  socialLinks: text,
  footerText: text,
});

export const updateDesignSettingsAction = withAction("owner", designForm, async (input, { actor }) => {
  await updateDesignSettings({ actor, input });
  // Every page shows the accent, links and footer: they all carry the settings tag.
  revalidateSiteSettings();
  return { message: "Design saved" };
});
