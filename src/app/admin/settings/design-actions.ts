"use server";

import { z } from "zod";
import { withAction } from "@/server/http/with-action";
import { revalidateSiteSettings } from "@/server/settings/read-site-settings";
import { updateDesignSettings } from "@/server/settings/update-design-settings";
import { setSiteImage } from "@/server/settings/set-site-image";
import { siteImageKinds } from "@/lib/design/site-images";

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

const removeImageForm = z.object({ kind: z.enum(siteImageKinds, { error: "kind: logo or icon." }) });

/** Back to the default logo (the site's name) or icon (the drawn one). Uploads go through /api/admin/uploads. */
export const removeSiteImageAction = withAction("owner", removeImageForm, async (input, { actor }) => {
  await setSiteImage({ actor, kind: input.kind, bytes: null });
  revalidateSiteSettings();
  return { message: input.kind === "logo" ? "Logo removed" : "Icon removed" };
});
