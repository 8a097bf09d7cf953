import { expect, test, type Page } from "@playwright/test";
import { startAppServer, type AppServer } from "../support/app-server";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";

/**
 * What people see while PostgreSQL is down (a cluster of this spec's own, never the shared
 * one): an editor keeps the text and is told the server is unavailable, a signed-in reader is
 * not shown as signed out, and all works again when the database is back.
 */
let cluster: PostgresCluster;
let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startPostgresCluster();
  // No SMTP_URL: sign-in links go to the dev mailbox (this machine only).
  app = await startAppServer({ DATABASE_URL: cluster.url, AUTH_SECRET: "outage-e2e-secret-".repeat(3), SMTP_URL: undefined });
});

/** Signs the sample owner in through the sign-in form and the dev mailbox. */
async function signInAsOwner(page: Page, callbackPath: string): Promise<void> {
  await page.goto(`${app.url}/signin?callbackUrl=${encodeURIComponent(callbackPath)}`);
  await page.getByLabel("Email address").fill("owner@groundwork.local");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mailbox = (await (await page.request.get(`${app.url}/api/dev/mailbox`)).json()) as { mails: { to: string; link?: string }[] };
  const link = mailbox.mails.find((mail) => mail.to === "owner@groundwork.local" && mail.link)?.link;
  if (!link) throw new Error("No sign-in link in the dev mailbox");
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === callbackPath);
}

test.afterAll(async () => {
  await app?.stop();
  cluster?.destroy();
});

test.afterEach(() => {
  // A failed test must not leave the next one without its database.
  try {
    cluster.start();
  } catch {
    // already running
  }
});

test("the editor keeps the text and says the server is unavailable, then saves once the database is back", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOwner(page, "/admin/posts/new");
  const title = `Written during an outage ${Date.now()}`;
  const body = "Every word of this must survive the database going away.";
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  await page.getByLabel("Body (Markdown)").fill(body);

  cluster.stop();
  await page
    .getByRole("button", { name: "Save changes" })
    .or(page.getByRole("button", { name: "Save draft" }))
    .first()
    .click();
  await expect(page.getByRole("alert").filter({ hasText: /unavailable/i })).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText("Not saved");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue(body);
  // Still signed in as far as the page can tell: no "Sign in" in the header, no sign-in page.
  await expect(page.getByTestId("account-menu")).not.toHaveAttribute("data-status", "unauthenticated");
  expect(new URL(page.url()).pathname).not.toBe("/signin");

  cluster.start();
  await expect(async () => {
    await page.getByRole("button", { name: /Save (draft|changes)/ }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue(body);
});

test("a signed-in reader is not shown as signed out while the session cannot be looked up", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOwner(page, "/account");
  // A reading page, rendered and cached while the database answers.
  await page.goto(`${app.url}/tags/habits`);
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated");

  cluster.stop();
  // Served from the cache; only the session lookup fails (503).
  const sessionAnswers: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/auth/session")) sessionAnswers.push(response.status());
  });
  await page.reload();
  await expect.poll(() => sessionAnswers).toContain(503);
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "loading");
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);

  // Asked again after Retry-After: signed in, without reloading.
  cluster.start();
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated", { timeout: 60_000 });
});
