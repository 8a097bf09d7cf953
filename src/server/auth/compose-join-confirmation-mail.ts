import { escapeHtml } from "@/lib/escape-html";
import type { Mail } from "@/server/mail/send-mail";

/**
 * The double opt-in mail of a join (#27): one link to the confirmation page, whose button
 * confirms the address, makes the member, turns on new posts by email and signs them in.
 */
export function composeJoinConfirmationMail(input: { to: string; link: string; siteName: string; minutes: number }): Mail {
  const { to, link, siteName, minutes } = input;
  const validity = minutes >= 1 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : "a moment";
  const text = [
    `Confirm your subscription to ${siteName}`,
    "",
    'Open this link and press "Confirm subscription" to get new posts by email:',
    link,
    "",
    `The link works once and expires in ${validity}.`,
    "If you did not ask to join, ignore this mail: nothing happens without the button.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:480px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">Confirm your subscription to ${escapeHtml(siteName)}</h1>
<p>Open the link and press “Confirm subscription” to get new posts by email. You will be signed in too.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#18181b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm your subscription</a></p>
<p style="font-size:13px;color:#52525b">The link works once and expires in ${validity}. If you did not ask to join, ignore this mail.</p>
<p style="font-size:12px;color:#71717a;word-break:break-all">${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject: "Confirm your subscription", text, html, link };
}
