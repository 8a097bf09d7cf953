import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/sign-in";

/** The newest post's address, from the home page. */
async function newestPostPath(page: Page): Promise<string> {
  await page.goto("/");
  const href = await page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/posts\//);
  return href!;
}

test("the end of a post names its author with a link, offers sharing, and invites a visitor to sign in", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const path = await newestPostPath(page);
  await page.goto(path);
  const byline = page.getByRole("article").first().locator('a[href^="/authors/"]').first();
  const authorHref = await byline.getAttribute("href");
  const authorName = (await byline.textContent())!.trim();

  const about = page.getByRole("region", { name: "About the author" });
  await expect(about.getByText(`Written by ${authorName}`)).toBeVisible();
  await expect(about.getByRole("link", { name: `More by ${authorName}` })).toHaveAttribute("href", authorHref!);

  const share = page.getByRole("group", { name: "Share this post" });
  const email = share.getByRole("link", { name: "Email" });
  expect(await email.getAttribute("href")).toContain(encodeURIComponent(`${baseURL}${path}`));
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);

  // Mastodon asks for the reader's server (its form's code loads when asked for).
  const mastodon = share.getByRole("button", { name: "Mastodon" });
  await mastodon.click();
  await expect(mastodon).toHaveAttribute("aria-expanded", "true");
  await share.getByRole("button", { name: "Share on Mastodon" }).click();
  await expect(share.getByRole("alert")).toHaveText("Enter your Mastodon server, like mastodon.social.");
  await expect(share.getByLabel("Your Mastodon server")).toHaveAttribute("aria-invalid", "true");

  const invitation = page.getByTestId("reader-invitation");
  await expect(invitation).toHaveAttribute("data-state", "visitor");
  await expect(invitation.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    `/signin?callbackUrl=${encodeURIComponent(path)}`,
  );
});

test("a signed-in reader without a subscription is invited to subscribe instead", async ({ page }) => {
  await signInAs(page, "reader@groundwork.local");
  await page.goto(await newestPostPath(page));
  const invitation = page.getByTestId("reader-invitation");
  await expect(invitation).toHaveAttribute("data-state", "reader");
  await expect(invitation.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/pricing");
  await expect(invitation.getByRole("link", { name: "Sign in" })).toHaveCount(0);
});

test("a subscriber is not asked to subscribe", async ({ page }) => {
  await signInAs(page, "subscriber@groundwork.local");
  await page.goto(await newestPostPath(page));
  const invitation = page.getByTestId("reader-invitation");
  await expect(invitation).toHaveAttribute("data-state", "subscriber");
  await expect(invitation.getByRole("link", { name: "Subscribe" })).toHaveCount(0);
});
