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

  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("group", { name: "Theme" }).getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);

  await nav.getByRole("link", { name: "Topics" }).click();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await page.getByRole("button", { name: "Menu" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
});

test("signed in on a phone, the header stays one row", async ({ page }) => {
  await signInAs(page, "subscriber@groundwork.local");
  await page.goto("/");
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated");
  await expectOneRow(page);
});
