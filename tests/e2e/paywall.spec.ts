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
  // Upgrade: the pricing page keeps the post to come back to (no Stripe here: the owner grants it).
  await page.getByTestId("paywall-card").getByRole("link", { name: "Upgrade" }).click();
  await page.waitForURL((url) => url.pathname === "/pricing" && url.searchParams.get("next") === paidPath);
  await expect(page.getByTestId("billing-disabled")).toBeVisible();
  await expect(page.getByTestId("subscription-includes")).toContainText(/All \d+ paid posts, and every new one/);

  const owner = await browser.newContext();
  await signInContextAs(owner, "owner@groundwork.local", "owner");
  const admin = await owner.newPage();
  await admin.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name: email }).click();
  await admin.getByRole("button", { name: "Grant complimentary" }).click();
  await expect(admin.getByTestId("member-subscription-state")).toHaveText("Active — Complimentary");
  await owner.close();

  // Subscribed: the pricing page says so and leads back to the post, now in full.
  await page.reload();
  await page.getByRole("link", { name: "Continue reading" }).click();
  await page.waitForURL((url) => url.pathname === paidPath);
  await expect(page.getByTestId("full-body")).toBeVisible();
  await expect(page.getByTestId("paywall-card")).toHaveCount(0);
});

test("a subscriber gifts a paid post: the link opens it in full for a signed-out browser until the giver revokes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // a magic-link sign-in and two browsers
  const paidPath = await newestPostPathFor(page, "subscribe");
  const giver = await browser.newContext();
  await signInContextAs(giver, "subscriber@groundwork.local", "reader");
  const giverPage = await giver.newPage();
  await giverPage.goto(paidPath);
  await expect(giverPage.getByTestId("full-body")).toBeVisible();
  await giverPage.getByRole("button", { name: "Gift this post" }).click();
  const link = giverPage.getByLabel(/Anyone with this link can read the post in full/);
  await expect(link).toHaveValue(/\?gift=/);
  const giftUrl = await link.inputValue();
  expect(new URL(giftUrl).pathname).toBe(paidPath);

  // A browser with no session: the whole post, said to be a gift; no card.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const response = await strangerPage.goto(giftUrl);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(strangerPage.getByTestId("full-body")).toBeVisible();
  await expect(strangerPage.getByTestId("gift-notice")).toBeVisible();
  await expect(strangerPage.getByTestId("paywall-card")).toHaveCount(0);

  // The giver sees it opened and revokes it; the same link now shows the preview and says why.
  await giverPage.goto("/account");
  const listed = giverPage.getByTestId("gift-link").first(); // newest first
  await expect(listed).toContainText("Opened once");
  await listed.getByRole("button", { name: "Revoke" }).click();
  await expect(giverPage.getByText("Gift link revoked")).toBeVisible();
  await strangerPage.reload();
  await expect(strangerPage.getByTestId("paywall-card")).toHaveAttribute("data-action", "subscribe");
  await expect(strangerPage.getByTestId("paywall-card").getByRole("alert")).toContainText("gift link no longer opens this post");
  await expect(strangerPage.getByTestId("full-body")).toHaveCount(0);
  await stranger.close();
  await giver.close();
});
