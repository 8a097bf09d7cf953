import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/sign-in";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The header's visible children all sit in one row and nothing runs past the screen's edge. */
async function expectOneRow(page: Page) {
  const header = page.locator("header").first();
  const box = (await header.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(64);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("on a phone the header is one row, and the menu holds the links and the theme", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "unauthenticated");
  await expectOneRow(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("group", { name: "Theme" })).toBeHidden();

  // A native <details>: its summary is what the reader presses, and `open` says whether it is expanded.
  const menu = page.locator("header details");
  const summary = menu.locator("summary", { hasText: "Menu" });
  await expect(menu).not.toHaveAttribute("open");
  await summary.click();
  await expect(menu).toHaveAttribute("open");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("group", { name: "Theme" }).getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(menu).toHaveAttribute("open");

  await nav.getByRole("link", { name: "Topics" }).click();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(menu).not.toHaveAttribute("open");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await summary.click();
  await expect(menu).toHaveAttribute("open");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(summary).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await summary.click();
  await page.mouse.click(195, 820); // below the open menu

  await expect(menu).not.toHaveAttribute("open");
});

test("without JavaScript the phone menu still opens and holds the links", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("header summary", { hasText: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Topics" })).toBeVisible();
  await context.close();
});

test("signed in on a phone, the header stays one row", async ({ page }) => {
  await signInAs(page, "subscriber@groundwork.local");
  await page.goto("/");
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated");
  await expectOneRow(page);
});
