import { expect, test, type Page } from "@playwright/test";
import { readMails } from "./support/mail";

/** The newest post's address, from the home page. */
async function newestPostPath(page: Page): Promise<string> {
  await page.goto("/");
  const href = await page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/posts\//);
  return href!;
}

async function waitForMail(to: string, subject: string, since: number) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const mail = readMails().find((entry) => entry.receivedAt >= since && entry.to.includes(to) && entry.subject === subject);
    if (mail) return mail;
  }
  throw new Error(`No "${subject}" mail to ${to}`);
}

test("the home page and every page's footer offer the email box, with the publication's description", async ({ page }) => {
  await page.goto("/");
  const home = page.getByTestId("home-join");
  await expect(home.getByRole("textbox", { name: "Your email" })).toBeVisible();
  await expect(home.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await expect(home).toContainText("Essays on personal growth and mindset.");
  await page.goto("/tags");
  await expect(page.getByTestId("footer-join").getByRole("textbox")).toBeVisible();
});

test("a visitor joins at the end of a post: one mail, confirm, back on the post signed in and opted in, then a welcome mail", async ({
  page,
}) => {
  const email = `joiner-${Date.now()}@example.test`;
  const path = await newestPostPath(page);
  await page.goto(path);
  const invitation = page.getByTestId("reader-invitation");
  await expect(invitation).toHaveAttribute("data-state", "visitor");
  const since = Date.now();
  await invitation.getByRole("textbox", { name: "Your email" }).fill(email);
  await invitation.getByRole("button", { name: "Subscribe" }).click();
  await expect(invitation.getByRole("status")).toContainText("check your inbox");

  const confirmation = await waitForMail(email, "Confirm your subscription", since);
  const link = confirmation.text.match(/https?:\/\/[^\s"<>]+\/signin\/confirm\?[^\s"<>]+/)![0];
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirm your subscription");
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await page.waitForURL((url) => url.pathname === path);

  // Signed in: the email box has gone, and new posts by email are on (no prompt to turn them on).
  await expect(page.getByTestId("reader-invitation")).toHaveAttribute("data-state", /reader|subscriber/);
  await expect(page.getByTestId("join-form")).toHaveCount(0);
  await page.goto("/account");
  await expect(page.getByRole("checkbox", { name: /new posts/i })).toBeChecked();
  await waitForMail(email, "Welcome to Groundwork", since);
});
