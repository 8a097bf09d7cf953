import { expect, test } from "@playwright/test";
import { startAppServer, type AppServer } from "../support/app-server";

/**
 * The README's "Try it" as written, on a port other than 3000 with nothing set but PORT (no
 * SITE_URL, no SMTP_URL), browsed as 127.0.0.1: the sign-in link is read at /dev/mailbox,
 * and every step stays on the address the visitor typed.
 */
let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  app = await startAppServer({ SITE_URL: undefined, SMTP_URL: undefined });
});

test.afterAll(async () => {
  await app?.stop();
});

test("someone trying it at 127.0.0.1 on another port signs in through the dev mailbox", async ({ page }) => {
  const origin = `http://127.0.0.1:${app.port}`;
  const notFound: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });

  await page.goto(`${origin}/account`);
  await expect(page).toHaveURL(`${origin}/signin?error=SessionRequired&callbackUrl=%2Faccount`);
  await page.getByLabel("Email address").fill("reader@groundwork.local");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  await page.goto(`${origin}/dev/mailbox`);
  await expect(page.getByRole("heading", { name: "Mailbox" })).toBeVisible();
  const link = page.getByRole("link", { name: new RegExp(`^${origin.replaceAll(".", "\\.")}/signin/confirm\\?`) }).first();
  await link.click();
  await expect(page.getByText("Signing in as reader@groundwork.local")).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(`${origin}/account`);
  await expect(page.getByTestId("account-email")).toHaveText("reader@groundwork.local");
  // Every page asked for its icons; none was missing.
  expect(notFound).toEqual([]);
});
