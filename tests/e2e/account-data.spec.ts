import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInAs } from "./support/sign-in";

test("a signed-out request for the data export is a 401 JSON error", async ({ request }) => {
  const response = await request.get("/api/account/export");
  expect(response.status()).toBe(401);
  expect((await response.json()).error.code).toBe("unauthorized");
});

test("a member downloads their data from the account page: one private JSON file about them", async ({ page }) => {
  const email = `mover-${Date.now()}@example.test`;
  await signInAs(page, email);
  await page.getByRole("checkbox", { name: "Email me new posts" }).check();
  await expect(page.getByRole("checkbox", { name: "Email me new posts" })).toBeChecked();

  const section = page.getByRole("region", { name: "Your data" });
  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^groundwork-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(data.format).toBe("groundwork-member-data/1");
  expect(data.profile.email).toBe(email);
  expect(data.emailPreferences.newPosts).toBe(true);
  expect(data.signIn.openSessions.length).toBeGreaterThan(0);

  const response = await page.request.get("/api/account/export");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="groundwork-my-data-/);
});
