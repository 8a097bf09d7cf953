import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { writeFixtureZip } from "../support/import-fixtures";
import { signInAs } from "./support/admin-sign-in";

// Sign-in by mail, an upload, a dry run and a background import on a shared two-core machine.
test.describe.configure({ timeout: 150_000 });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the owner uploads a Substack export, reads the report, imports it and watches the progress to the end; the posts and their old links are there", async ({
  page,
  context,
}) => {
  await signInAs(context, "owner@groundwork.local", "owner");
  // The fixture's remote images point at a closed local port: the server refuses private
  // addresses, so each is listed as a problem and the posts come in anyway.
  const zip = readFileSync(writeFixtureZip("substack"));

  await page.goto("/admin/import");
  await expect(page.getByRole("heading", { name: "Import", level: 1 })).toBeVisible();
  await page.getByLabel("Export file").setInputFiles({ name: "substack-export.zip", mimeType: "application/zip", buffer: zip });
  await page.getByRole("button", { name: "Upload and check" }).click();

  await expect(page).toHaveURL(/\/admin\/import\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "substack-export.zip" })).toBeVisible();
  await expect(page.getByTestId("import-status")).toHaveText("Checked: nothing imported yet");
  await expect(page.getByTestId("report-format")).toHaveText("substack");
  await expect(page.getByTestId("report-posts")).toContainText("5 to import");
  await expect(page.getByTestId("report-skipped")).toContainText("About");
  await expect(page.getByTestId("report-members")).toContainText("4 new");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Import" }).click();
  const progress = page.getByRole("progressbar", { name: "Import progress" });
  await expect(progress).toBeVisible();
  // The run is the server's, not the page's: a reload picks it up where it is.
  await page.reload();
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  await expect(page.getByTestId("import-status")).toHaveText("Imported", { timeout: 90_000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByText(/9 of 9 items/)).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Problems \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/p/the-quiet-hour");
  await expect(page).toHaveURL(/\/posts\/the-quiet-hour$/);
  await expect(page.getByRole("heading", { name: "The Quiet Hour", level: 1 })).toBeVisible();

  // Taken back, so the other journeys see the sample site as it was.
  await page.goBack();
  await page.goto("/admin/import");
  await page.getByRole("link", { name: "substack-export.zip" }).first().click();
  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByTestId("import-status")).toHaveText("Undone");
});
