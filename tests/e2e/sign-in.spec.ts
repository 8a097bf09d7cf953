import { expect, test } from "@playwright/test";
import { waitForSignInLink } from "./support/mail";

test("an anonymous visit to /account lands on sign-in with a message", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired&callbackUrl=%2Faccount$/);
  await expect(page.getByRole("alert").filter({ hasText: "Please sign in to see that page." })).toBeVisible();
});

test("x-middleware-subrequest does not get past the gate", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" });
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired/);
  await page.setExtraHTTPHeaders({ "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" });
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired/);
});

test("a reader signs in by magic link, lands back, changes their handle, signs out", async ({ page }) => {
  const email = `reader.${Date.now()}@example.test`;
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?/);

  const since = Date.now();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const link = await waitForSignInLink(email, since);
  await page.goto(link);
  await expect(page.getByText(`Signing in as ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();

  // Back on the page that sent them to sign in.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId("account-email")).toHaveText(email);
  const handleInput = page.getByLabel("Handle");
  await expect(handleInput).toHaveValue(/^reader_\d+$/);

  await handleInput.fill("not valid!");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Use only letters, digits, _ and -." })).toBeVisible();

  const newHandle = `e2e_${Date.now().toString(36)}`;
  await handleInput.fill(newHandle);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Your handle is now ${newHandle}.`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Handle")).toHaveValue(newHandle);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired/);
});

test("a used link shows the expired-or-used message", async ({ page, context }) => {
  const email = `twice.${Date.now()}@example.test`;
  await page.goto("/signin");
  const since = Date.now();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  const link = await waitForSignInLink(email, since);
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.clearCookies();
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signin\?error=Verification/);
  await expect(page.getByRole("alert").filter({ hasText: "expired or was already used" })).toBeVisible();
});
