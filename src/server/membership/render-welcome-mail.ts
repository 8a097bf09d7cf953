import "server-only";
import { getEnv } from "@/server/env";
import { renderMailLayout } from "@/server/mail/mail-layout";
import { renderEmailBody } from "@/server/newsletter/render-email-body";
import type { RenderedMail } from "@/server/newsletter/render-post-mail";

export type WelcomeMailContent = { subject: string; bodyMarkdown: string; siteName: string; logoUrl?: string | null; isTest?: boolean };

/** The welcome mail: the owner's Markdown through the newsletter's renderer and layout (relative links resolve against the site). */
export function renderWelcomeMail({ subject, bodyMarkdown, siteName, logoUrl, isTest = false }: WelcomeMailContent): RenderedMail {
  const site = getEnv().SITE_URL;
  const body = renderEmailBody(bodyMarkdown, new URL("/", site).toString());
  const { html, text } = renderMailLayout({
    siteName,
    logoUrl,
    preheader: subject,
    bodyHtml: body.html,
    bodyText: body.text,
    reason: isTest
      ? `This is a test of the welcome mail of ${siteName}, sent to you alone.`
      : `You get this mail once, because you joined ${siteName}.`,
    unsubscribeLabel: "Unsubscribe from new posts",
  });
  return { subject: `${isTest ? "[Test] " : ""}${subject}`, html, text };
}
