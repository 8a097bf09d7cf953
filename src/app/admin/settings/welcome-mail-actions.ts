"use server";

import { z } from "zod";
import { withAction } from "@/server/http/with-action";
import { renderWelcomeMail } from "@/server/membership/render-welcome-mail";
import { sendTestWelcomeMail } from "@/server/membership/send-test-welcome-mail";
import { updateWelcomeMailSettings } from "@/server/membership/update-welcome-mail-settings";
import { welcomeMailFormSchema } from "@/server/membership/welcome-mail-input";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { readDesignSettings } from "@/server/settings/read-design-settings";

const form = z.object({ isEnabled: z.string().optional(), subject: z.string().default(""), bodyMarkdown: z.string().default("") });

export const updateWelcomeMailAction = withAction("owner", form, async (input, { actor }) => {
  const saved = await updateWelcomeMailSettings({ actor, input });
  return { message: saved.isEnabled ? "Welcome mail saved" : "Welcome mail saved (off: new members get none)" };
});

/** The mail as a new member would get it, from what is in the form now (not saved). */
export const previewWelcomeMailAction = withAction("owner", form, async (input) => {
  const parsed = welcomeMailFormSchema.parse(input);
  const [{ siteName }, { logoUrl }] = await Promise.all([readSiteSettings(), readDesignSettings()]);
  const mail = renderWelcomeMail({ subject: parsed.subject, bodyMarkdown: parsed.bodyMarkdown, siteName, logoUrl });
  return { data: { subject: mail.subject, html: mail.html } };
});

export const sendTestWelcomeMailAction = withAction("owner", form, async (input, { actor }) => {
  const { to } = await sendTestWelcomeMail(actor, input);
  return { message: `Test sent to ${to}` };
});
