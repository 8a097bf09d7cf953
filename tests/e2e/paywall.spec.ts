import { expect, test, type Page } from "@playwright/test";
import { signInAs as signInContextAs } from "./support/admin-sign-in";
import { waitForSignInLink } from "./support/mail";

// The sample publication (src/server/seed/sample): the second newest post is for members, the
// third newest is paid (without a marker).
async function postPathAt(page: Page, index: number): Promise<string> {
  await page.goto("/");
  const href = await page.getByRole("main").getByRole("heading", { level: 2 }).nth(index).getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/posts\//);
  return href!;
}

test("a visitor meets the paywall, signs in free, reads a members post, is granted a subscription and reads the paid post in full", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two magic-link sign-ins and an admin grant
  const email = `paywall-${Date.now().toString(36)}@example.test`;
  const membersPath = await postPathAt(page, 1);
  const paidPath = await postPathAt(page, 2);

  await page.goto(membersPath);
  const card = page.getByTestId("paywall-card");
  await expect(card).toHaveAttribute("data-action", "sign-in");
  await expect(page.getByTestId("preview-notice")).toContainText("This is a preview.");
  await card.getByRole("link", { name: "Sign in free" }).click();

  const since = Date.now();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(await waitForSignInLink(email, since));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === membersPath);
  await expect(page.getByTestId("full-body")).toBeVisible();
  await expect(page.getByTestId("paywall-card")).toHaveCount(0);

  await page.goto(paidPath);
  await expect(page.getByTestId("paywall-card")).toHaveAttribute("data-action", "upgrade");
  await expect(page.getByTestId("full-body")).toHaveCount(0);

  const owner = await browser.newContext();
  await signInContextAs(owner, "owner@groundwork.local", "owner");
  const admin = await owner.newPage();
  await admin.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name: email }).click();
  await admin.getByRole("button", { name: "Grant complimentary" }).click();
  await expect(admin.getByTestId("member-subscription-state")).toHaveText("Active — Complimentary");
  await owner.close();

  await page.reload();
  await expect(page.getByTestId("full-body")).toBeVisible();
  await expect(page.getByTestId("paywall-card")).toHaveCount(0);
});
