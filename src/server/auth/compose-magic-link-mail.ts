import { escapeHtml } from "@/lib/escape-html";
import type { Mail } from "@/server/mail/send-mail";

/** The magic-link mail: plain text and HTML, the site's name in the subject. */
export function composeMagicLinkMail(input: { to: string; link: string; siteName: string; minutes: number }): Mail {
  const { to, link, siteName, minutes } = input;
  const validity = minutes >= 1 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : "a moment";
  const text = [
    `Sign in to ${siteName}`,
    "",
    'Open this link and press "Sign in" to finish signing in:',
    link,
    "",
    `The link works once and expires in ${validity}.`,
    "If you did not ask for it, ignore this mail: nothing happens without the button.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:480px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">Sign in to ${escapeHtml(siteName)}</h1>
<p>Open the link and press “Sign in” to finish signing in.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#18181b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Sign in to ${escapeHtml(siteName)}</a></p>
<p style="font-size:13px;color:#52525b">The link works once and expires in ${validity}. If you did not ask for it, ignore this mail.</p>
<p style="font-size:12px;color:#71717a;word-break:break-all">${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject: `Sign in to ${siteName}`, text, html, link };
}
