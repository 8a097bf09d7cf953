import { expect, type Page } from "@playwright/test";
import { waitForSignInLink } from "./mail";

/**
 * Signs `page` in as `email` the way a person does: the sign-in form, the mail received by
 * the e2e SMTP server, the confirmation page's button. The sample accounts
 * (owner@, reader@, subscriber@groundwork.local) already exist in the e2e database.
 */
export async function signInAs(page: Page, email: string, callbackPath = "/account"): Promise<void> {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(callbackPath)}`);
  const since = Date.now();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(await waitForSignInLink(email, since));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === callbackPath);
}
