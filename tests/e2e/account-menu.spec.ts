import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInAs } from "./support/sign-in";

test("the signed-in account menu works from the keyboard: arrows through its items, Escape back to the button", async ({ page }) => {
  await signInAs(page, "reader@groundwork.local");
  await page.goto("/");
  const corner = page.getByTestId("account-menu");
  await expect(corner).toHaveAttribute("data-status", "authenticated");
  const button = corner.getByRole("button");
  await expect(button).toHaveAttribute("aria-haspopup", "menu");

  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Account", "Sign out"]);
  await expect(menu.getByRole("menuitem", { name: "Account" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeFocused();
  const axe = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await page.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
});
