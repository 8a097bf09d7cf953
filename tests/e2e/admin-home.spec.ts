import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/admin-sign-in";

// The admin home (#31) and the admin tabs on a phone. Selectors are roles and names only.
const ownerEmail = "owner@groundwork.local";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const hasNoSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("an editor's /admin shows the last 30 days at a glance and what waits, in both themes", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  for (const theme of ["light", "dark"]) {
    await page.goto("/admin");
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page.getByText(/^The last 30 days: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC\)\.$/)).toBeVisible();
    for (const label of ["Members", "Active subscriptions", "Page views", "Waiting for an editor"]) {
      await expect(page.getByRole("main").getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    for (const title of ["Top posts", "Drafts in progress", "Waiting for an editor"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    // The sample publication has drafts: the newest ones link to the editor.
    const drafts = page.getByRole("region", { name: "Drafts in progress" });
    await expect(drafts.getByRole("link").first()).toHaveAttribute("href", /^\/admin\/posts\//);
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);
  }
});

test("on a phone the admin tabs scroll sideways instead of being cut off, and the page itself does not", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/admin", "/admin/analytics"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The home is ours to keep within the phone's width and accessible (other pages have their own specs).
    if (path === "/admin") {
      expect(await hasNoSideScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
    }
    const tabs = page.getByRole("navigation", { name: "Admin" }).getByRole("list");
    const overflow = await tabs.evaluate((list) => ({
      scroll: list.scrollWidth,
      client: list.clientWidth,
      style: getComputedStyle(list).overflowX,
    }));
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
    expect(overflow.style).toBe("auto");
    // Every tab is whole (one line, not squeezed) and can be scrolled into view.
    const settings = tabs.getByRole("link", { name: "Settings" });
    await settings.scrollIntoViewIfNeeded();
    await expect(settings).toBeInViewport({ ratio: 1 });
    const heights = await tabs.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(new Set(heights).size).toBe(1);
  }
  // The current tab is brought into view on its own.
  await page.goto("/admin/tasks");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Tasks" })).toBeInViewport({ ratio: 1 });
});
