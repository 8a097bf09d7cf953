/**
 * UTM tags on a newsletter's links to our own site, so a visit from the mail is attributed to
 * the newsletter (resolve-attribution.ts: medium "email" is the newsletter channel) and to its
 * post (the campaign is the post's slug). Links elsewhere, and links that already carry their
 * own tags, are left as the author wrote them.
 */
export type NewsletterTags = { siteUrl: string; newsletterName: string; campaign: string };

export function tagNewsletterLink(href: string, { siteUrl, newsletterName, campaign }: NewsletterTags): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.origin !== new URL(siteUrl).origin || url.searchParams.has("utm_source")) return href;
  url.searchParams.set("utm_source", newsletterSource(newsletterName));
  url.searchParams.set("utm_medium", "email");
  url.searchParams.set("utm_campaign", campaign);
  return url.toString();
}

/** The site's name as a tag: "Groundwork Weekly" → "groundwork-weekly". */
export function newsletterSource(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "newsletter"
  );
}
