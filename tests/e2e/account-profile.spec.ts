import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { readMails } from "./support/mail";
import { signInAs } from "./support/sign-in";

test("a member gives themselves a name and a picture, and moves their account to a new address", async ({ page }) => {
  test.slow();
  const run = Date.now();
  const email = `renamer-${run}@example.test`;
  const newEmail = `renamed-${run}@example.test`;
  await signInAs(page, email);

  const profile = page.getByRole("region", { name: "Name and picture" });
  await profile.getByLabel("Name").fill("Ada E2E");
  await profile.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Others now see you as Ada E2E.")).toBeVisible();

  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();
  await profile.getByLabel("Upload a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
  await expect(page.getByText("Your picture is saved.")).toBeVisible();
  await expect(profile.locator('img[src^="/uploads/avatars/"]')).toBeVisible();
  await expect(profile.getByRole("button", { name: "Remove picture" })).toBeVisible();

  const since = Date.now();
  await page.getByLabel("Change your email").fill(newEmail);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `We sent a link to ${newEmail}` })).toBeVisible();
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  let link: string | undefined;
  for (let tries = 0; tries < 150 && !link; tries++) {
    link = readMails()
      .filter((mail) => mail.receivedAt >= since && mail.to.includes(newEmail))
      .at(-1)
      ?.text.match(/https?:\/\/[^\s"<>]+\/confirm-email\?[^\s"<>]+/)?.[0];
    if (!link) await page.waitForTimeout(100);
  }
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByRole("button", { name: "Use this address" }).click();
  await expect(page.getByRole("heading", { name: "Your address is changed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page.getByTestId("account-email")).toHaveText(newEmail);
});
