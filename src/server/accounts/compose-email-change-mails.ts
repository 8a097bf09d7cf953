import { escapeHtml } from "@/lib/escape-html";
import type { Mail } from "@/server/mail/send-mail";

type Page = { title: string; lines: string[]; link?: { href: string; label: string } };

function render({ title, lines, link }: Page): { text: string; html: string } {
  const text = [title, "", ...lines, ...(link ? ["", link.href] : [])].join("\n");
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#18181b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#71717a;word-break:break-all">${escapeHtml(link.href)}</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#18181b;max-width:480px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${button}
</body></html>`;
  return { text, html };
}

/** To the new address: the link that moves the account to it (scanner-safe: it opens a page with a button). */
export function composeEmailChangeLinkMail(input: { to: string; link: string; siteName: string; minutes: number }): Mail {
  const { to, link, siteName, minutes } = input;
  const title = `Confirm your new address for ${siteName}`;
  const body = render({
    title,
    lines: [
      `Someone signed in to ${siteName} asked to use this address for their account from now on.`,
      `Open the link and press “Use this address” to confirm. It works once and expires in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      "If it was not you, ignore this mail: nothing changes without the button.",
    ],
    link: { href: link, label: "Confirm the new address" },
  });
  return { to, subject: title, ...body, link };
}

/**
 * To the new address when it already has an account: said only to whoever reads this inbox, so
 * the request itself reveals no more than the sign-in form does.
 */
export function composeEmailTakenMail(input: { to: string; siteName: string }): Mail {
  const title = `This address already has an account on ${input.siteName}`;
  return {
    to: input.to,
    subject: title,
    ...render({
      title,
      lines: [
        "Someone asked to move their account to this address, but another account already uses it, so nothing was changed.",
        "To use it for the other account, first delete the account it belongs to (sign in with this address; Your account → Delete my account), or choose another address.",
        "If it was not you, ignore this mail.",
      ],
    }),
  };
}

/** To the old address, queued when the change is confirmed. */
export function composeEmailChangedNotice(input: { newEmail: string; siteName: string }): { subject: string; text: string; html: string } {
  const title = `Your address on ${input.siteName} was changed`;
  return {
    subject: title,
    ...render({
      title,
      lines: [
        `Your account now signs in with ${input.newEmail}; this address no longer does.`,
        "If you did not make this change, contact the publication at once so your account can be restored.",
      ],
    }),
  };
}
