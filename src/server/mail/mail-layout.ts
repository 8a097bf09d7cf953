import "server-only";
import { escapeHtml } from "@/lib/escape-html";
import { logoSize } from "@/lib/design/site-images";
import { getEnv } from "@/server/env";

/**
 * Rendered mails are stored once per mail with this marker where the recipient's unsubscribe
 * link goes; the sender puts each recipient's own link in at send time. The marker stands on
 * a line of its own in both parts (a URL parser drops the line breaks around it in the href),
 * so the encoded message keeps it whole (see build-mime-message.ts).
 */
export const unsubscribeMarker = "%%GROUNDWORK_UNSUBSCRIBE_URL%%";

export type MailLayout = {
  /** The site's name as its settings give it (header and title). */
  siteName: string;
  /** The owner's logo (#31, a site path to a stored PNG): the header shows it, named by the site's name; else the name. */
  logoUrl?: string | null;
  /** Shown by mail clients next to the subject. */
  preheader: string;
  bodyHtml: string;
  bodyText: string;
  /** Why the reader gets this mail, above the unsubscribe link. */
  reason: string;
  unsubscribeLabel: string;
};

/** One centered column of inline-styled tables: what mail clients render alike. */
export function renderMailLayout(layout: MailLayout): { html: string; text: string } {
  const env = getEnv();
  const site = escapeHtml(layout.siteName);
  const header = layout.logoUrl ? mailLogo(layout.logoUrl, layout.siteName, env.SITE_URL) : site;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${site}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(layout.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px 0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;font-weight:600;color:#52525b">
<a href="${escapeHtml(env.SITE_URL)}" style="color:#52525b;text-decoration:none">${header}</a></td></tr>
<tr><td style="padding:16px 32px 24px;font-family:Georgia,'Times New Roman',serif;font-size:17px;color:#18181b">${layout.bodyHtml}</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e4e7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:12px;line-height:1.5;color:#71717a">
${escapeHtml(layout.reason)}<br><a href="
${unsubscribeMarker}
" style="color:#71717a;text-decoration:underline">${escapeHtml(layout.unsubscribeLabel)}</a>
</td></tr></table></td></tr></table></body></html>`;
  const text = `${layout.bodyText}\n\n-- \n${layout.reason}\n${layout.unsubscribeLabel}:\n${unsubscribeMarker}\n`;
  return { html, text };
}

/** The logo as mail clients show it: an absolute address, its size from its name, alt text the site's name. */
function mailLogo(logoUrl: string, siteName: string, siteUrl: string): string {
  const size = logoSize(logoUrl);
  const height = size ? Math.min(40, Math.round(size.height / 2)) : 40;
  const width = size ? Math.round((size.width / size.height) * height) : undefined;
  const src = new URL(logoUrl, siteUrl).toString();
  return `<img src="${escapeHtml(src)}" alt="${escapeHtml(siteName)}" height="${height}"${width ? ` width="${width}"` : ""} style="display:block;border:0;height:${height}px;width:auto;max-width:100%">`;
}

/**
 * The one place a recipient's link goes into a stored mail. In the HTML the line breaks around
 * the marker go too: a link's address carries no whitespace (some clients keep it, and break the link).
 */
export function fillUnsubscribeLink(rendered: string, url: string, isHtml: boolean): string {
  if (!isHtml) return rendered.replaceAll(unsubscribeMarker, url);
  return rendered.replace(new RegExp(`\\s*${unsubscribeMarker}\\s*`, "g"), escapeHtml(url));
}
