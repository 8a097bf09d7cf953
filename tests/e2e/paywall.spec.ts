import { expect, test, type Page } from "@playwright/test";
import { signInAs as signInContextAs } from "./support/admin-sign-in";
import { waitForSignInLink } from "./support/mail";

// The sample publication (src/server/seed/sample) has members and paid posts among the newest;
// which are which is asked of the private body endpoint as an anonymous reader (other specs
// publish posts of their own, so their places on the home page move).
async function newestPostPathFor(page: Page, action: "sign-in" | "subscribe"): Promise<string> {
  await page.goto("/");
  const hrefs = await page
    .getByRole("main")
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs.filter((each) => each.startsWith("/posts/"))) {
    const answer = (await (await page.request.get(`/api/posts/${href.slice("/posts/".length)}/body`)).json()) as {
      isFull: boolean;
      action?: string;
    };
    if (!answer.isFull && answer.action === action) return href;
  }
  throw new Error(`No post on the home page answers an anonymous reader with "${action}".`);
}

test("a visitor meets the paywall, signs in free, reads a members post, is granted a subscription and reads the paid post in full", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two magic-link sign-ins and an admin grant
  const email = `paywall-${Date.now().toString(36)}@example.test`;
  const membersPath = await newestPostPathFor(page, "sign-in");
  const paidPath = await newestPostPathFor(page, "subscribe");

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
