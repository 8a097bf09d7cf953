import { expect, test } from "@playwright/test";
import { readMails } from "./support/mail";
import { signInAs } from "./support/sign-in";

// Stripe is not configured in these runs: the pricing page offers "Request a subscription".

test("a reader requests a subscription with a note, the owner is mailed and grants it in one click, the reader sees it on the account page", async ({
  browser,
}) => {
  const email = `asks-${Date.now()}@example.test`;
  const reader = await browser.newPage();
  await signInAs(reader, email, "/pricing");
  const since = Date.now();
  const form = reader.getByTestId("request-subscription");
  await form.getByLabel("Plan").selectOption("yearly");
  await form.getByLabel("A note for the editors").fill("I run a reading group.");
  await form.getByRole("button", { name: "Request a subscription" }).click();
  await expect(form.getByRole("status")).toContainText("Request sent");
  await reader.goto("/account");
  await expect(reader.getByTestId("subscription-request-state")).toHaveAttribute("data-status", "pending");
  await expect(reader.getByTestId("subscription-request-state")).toContainText("yearly");

  await expect
    .poll(() =>
      readMails().some(
        (mail) =>
          mail.receivedAt >= since && mail.to.includes("owner@groundwork.local") && mail.subject === `Subscription request from ${email}`,
      ),
    )
    .toBe(true);

  const owner = await browser.newPage();
  await signInAs(owner, "owner@groundwork.local", "/admin/requests");
  const row = owner.getByTestId("subscription-request").filter({ hasText: email });
  await expect(row).toContainText("I run a reading group.");
  await row.getByRole("button", { name: `Grant complimentary subscription to ${email}` }).click();
  await expect(owner.getByText(`${email} has a complimentary subscription`)).toBeVisible();
  await expect(row).toContainText("Granted");

  await reader.reload();
  await expect(reader.getByTestId("subscription-request-state")).toHaveAttribute("data-status", "granted");
  await expect(reader.getByTestId("subscription-state")).toHaveText("Active — Complimentary subscription");
});
