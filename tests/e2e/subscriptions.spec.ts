import { expect, test } from "@playwright/test";
import { signInAs } from "./support/sign-in";

// The sample accounts come from the embedded default's seed: reader@ has no subscription,
// subscriber@ has a complimentary one. Stripe is not configured in these runs.

test("a visitor sees the plans, their prices, and that online payment is not enabled", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Subscribe");
  await expect(page.getByRole("heading", { name: "Monthly" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Yearly" })).toBeVisible();
  await expect(page.getByText("Instant search over every post").first()).toBeVisible();
  await expect(page.getByText("$6.00")).toBeVisible();
  await expect(page.getByText("Online payment is not enabled on this site.")).toBeVisible();
  await expect(page.getByText(/Request a subscription below/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to request a subscription" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: /subscri/i })).toHaveCount(0);
});

test("the subscriber sees an active complimentary subscription on the account page", async ({ page }) => {
  await signInAs(page, "subscriber@groundwork.local");
  await page.goto("/account");
  await expect(page.getByTestId("subscription-state")).toHaveText("Active — Complimentary subscription");
  await expect(page.getByText("No end date.")).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans" })).toHaveCount(0);

  await page.goto("/pricing");
  await expect(page.getByText("You're subscribed.")).toBeVisible();
});

test("the reader sees no subscription, and plans without online payment", async ({ page }) => {
  await signInAs(page, "reader@groundwork.local");
  await page.goto("/account");
  await expect(page.getByTestId("subscription-state")).toHaveText("No subscription");
  await page.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText("Online payment is not enabled on this site.")).toBeVisible();
  await expect(page.getByText("You're subscribed.")).toHaveCount(0);
});
