/** Event names shared by the browser tracker, the intake and the dashboard. */
export const analyticsEventNames = {
  pageview: "pageview",
  outboundClick: "Outbound Link: Click",
  fileDownload: "File Download",
  search: "Search",
  pricingView: "Pricing: View",
  checkoutStart: "Checkout: Start",
} as const;

export const analyticsApp = { name: "Groundwork", version: "1.0.0" } as const;

/**
 * Pages whose views are not readers reading (#27): the admin, a member's own account page, the
 * development mailbox. The tracker does not send them and the intake drops them if sent.
 */
export const uncountedPathPrefixes = ["/admin", "/account", "/dev"] as const;

export function isUncountedPath(pathname: string): boolean {
  return uncountedPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
