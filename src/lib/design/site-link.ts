/** A link an owner adds to the header or footer. */
export type SiteLink = { label: string; href: string };

export type LinkRules = { allowSitePaths: boolean };

/**
 * Why an address cannot be a link (a sentence), or null. Site paths start with one `/`
 * (`//host` would leave the site); other addresses must be http or https: no `javascript:`,
 * `data:` or mail schemes, nothing with spaces or control characters.
 */
export function describeHrefProblem(href: string, rules: LinkRules): string | null {
  if (href.length > 500) return "Keep the address under 500 characters.";
  if (/[\s\u0000-\u001f\u007f]/.test(href)) return "An address has no spaces or control characters.";
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) {
    return rules.allowSitePaths ? null : "Use the full address of the profile, starting with https://.";
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return rules.allowSitePaths
      ? "Use a path on this site (starting with /) or an address starting with https:// or http://."
      : "Use an address starting with https:// or http://.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "Only http and https addresses can be links.";
  if (url.username || url.password) return "An address with a user name or password cannot be a link.";
  return null;
}
