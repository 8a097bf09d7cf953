import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/sign-in";

async function downloadMyData(page: Page) {
  const section = page.getByRole("region", { name: "Your data" });
  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^groundwork-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await download.path())!, "utf8"));
}

test("a signed-out request for the data export is a 401 JSON error", async ({ request }) => {
  const response = await request.get("/api/account/export");
  expect(response.status()).toBe(401);
  expect((await response.json()).error.code).toBe("unauthorized");
  expect((await request.post("/api/account/delete", { data: { confirmEmail: "x@example.test" } })).status()).toBe(401);
});

test("a member downloads their data, deletes their account after confirming, and is no longer that member", async ({ page }) => {
  test.slow();
  const email = `mover-${Date.now()}@example.test`;
  await signInAs(page, email);
  await page.getByRole("checkbox", { name: "Email me new posts" }).check();
  await expect(page.getByText("You will get new posts by email.")).toBeVisible();

  const data = await downloadMyData(page);
  expect(data.format).toBe("groundwork-member-data/1");
  expect(data.profile.email).toBe(email);
  expect(data.emailPreferences.newPosts).toBe(true);
  expect(data.signIn.openSessions.length).toBeGreaterThan(0);
  const response = await page.request.get("/api/account/export");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="groundwork-my-data-/);

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("This cannot be undone");
  await dialog.getByLabel("Type your email address to confirm").fill("someone-else@example.test");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Type your email address exactly to confirm.");
  await dialog.getByLabel("Type your email address to confirm").fill(email);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account is deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The old session is gone: the account page asks to sign in.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?/);
  expect((await page.request.get("/api/account/export")).status()).toBe(401);

  // Signing in with the same address makes a new, empty account: not the member who left.
  await signInAs(page, email);
  const fresh = await downloadMyData(page);
  expect(fresh.profile.id).not.toBe(data.profile.id);
  expect(fresh.emailPreferences.newPosts).toBe(false);
});
