import "server-only";
import type { Transaction } from "@/server/db/transaction";
import { mailLinks } from "@/server/db/schema";
import { escapeHtml } from "@/lib/escape-html";
import { clickLinkAddress } from "./click-link-marker";
import { tagNewsletterLink, type NewsletterTags } from "./newsletter-link-tags";
import type { RenderedMail } from "./render-post-mail";

/** More distinct links than this in one mail: the rest go out as written (tagged, not counted). */
const maxTrackedLinks = 200;

const hrefPattern = /href="([^"]*)"/g;
const textUrlPattern = /https?:\/\/[^\s()<>]+/g;
const entities: Record<string, string> = {
  amp: "&",
  quot: '"',
  lt: "<",
  gt: ">",
  "#39": "'",
  "#x27": "'",
  "#x26": "&",
  "#38": "&",
  "#x22": '"',
  "#34": '"',
};

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|#39|#x27|#x26|#38|#x22|#34);/g, (_entity, name: string) => entities[name]!);
}

const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

/**
 * A newsletter made ready for counting clicks (#27), inside the transaction that queues it: each
 * distinct web address of its HTML part (our own tagged with UTM, newsletter-link-tags.ts) gets a
 * `mail_links` row, and every place it appears — the HTML's links and the same address in the
 * text part — becomes that link's marker (click-link-marker.ts), filled per recipient at send
 * time. The unsubscribe link and non-web links (mailto:) are not touched.
 */
export async function trackMailLinks(tx: Transaction, mailId: string, mail: RenderedMail, tags: NewsletterTags): Promise<RenderedMail> {
  const tagged = new Map<string, string>();
  for (const [, raw] of mail.html.matchAll(hrefPattern)) {
    const href = decodeAttribute(raw!);
    if (isWebAddress(href) && !tagged.has(href) && tagged.size < maxTrackedLinks) tagged.set(href, tagNewsletterLink(href, tags));
  }
  if (tagged.size === 0) return mail;
  const targets = [...new Set(tagged.values())];
  const rows = await tx
    .insert(mailLinks)
    .values(targets.map((url, index) => ({ mailId, position: index + 1, url })))
    .returning({ id: mailLinks.id, url: mailLinks.url });
  const addressOf = new Map(rows.map((row) => [row.url, clickLinkAddress(tags.siteUrl, row.id)]));
  const replacement = (href: string) => {
    const target = tagged.get(href);
    return target === undefined ? undefined : addressOf.get(target);
  };
  return {
    subject: mail.subject,
    html: mail.html.replace(hrefPattern, (whole, raw: string) => {
      const address = replacement(decodeAttribute(raw));
      return address ? `href="${escapeHtml(address)}"` : whole;
    }),
    text: mail.text.replace(textUrlPattern, (url) => replacement(url) ?? url),
  };
}
