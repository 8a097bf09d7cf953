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
