import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 A and AA rules (axe-core's tags), as the issue measures every page. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The page's WCAG violations, one line each (`rule: selector, selector`); empty when it passes.
 * Toasts come and go on their own timer: left out. Run in the page itself (legacy mode: our
 * pages have no frames, and the default opens a blank page per check to merge frame results)
 * and only violations reported, which makes a check several times faster.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .exclude("[data-sonner-toaster]")
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
