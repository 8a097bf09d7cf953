import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/sign-in";

const state = path.join(tmpdir(), `groundwork-e2e-search-phone-${process.env.E2E_PORT ?? "x"}.json`);
test.use({ storageState: state });

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: undefined });
  const page = await context.newPage();
  await signInAs(page, "subscriber@groundwork.local", "/account");
  await context.storageState({ path: state });
  await context.close();
});

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the box keeps the row, sort and saving sit below it, and Filters opens where the reader is", async ({ page }) => {
    await page.goto("/search");
    const box = page.getByRole("searchbox", { name: "Search" });
    await box.pressSequentially("habit", { delay: 30 });
    await expect(page.getByText(/^\d+ results \(\d+ ms\)$/)).toBeVisible();
    const boxRect = (await box.boundingBox())!;
    expect(boxRect.width).toBeGreaterThanOrEqual(0.6 * 390);
    const sort = (await page.getByRole("combobox", { name: "Sort results by" }).boundingBox())!;
    const save = page.getByRole("button", { name: "Save this search" });
    expect(sort.y).toBeGreaterThanOrEqual(boxRect.y + boxRect.height);
    expect((await save.boundingBox())!.y).toBeGreaterThanOrEqual(boxRect.y + boxRect.height);
    // The save form opens on its own row: the box keeps its width.
    await save.click();
    await expect(page.getByRole("form", { name: "Save this search" })).toBeVisible();
    expect((await box.boundingBox())!.width).toBe(boxRect.width);
    await page.getByRole("button", { name: "Cancel" }).click();

    const filters = page.getByRole("button", { name: "Filters" });
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("complementary", { name: "Filters" });
    await expect(panel.getByRole("region", { name: "Tags" })).toBeVisible();
    const filtersRect = (await filters.boundingBox())!;
    const panelRect = (await panel.boundingBox())!;
    // Right under the button, on the screen the reader is looking at, above the results.
    expect(panelRect.y - (filtersRect.y + filtersRect.height)).toBeLessThan(40);
    expect(panelRect.y).toBeLessThan(844);
    expect(panelRect.y).toBeLessThan((await page.locator(".ais-Hits-item").first().boundingBox())!.y);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test("quoted phrases and -word exclusions are on: the page asks with advancedSyntax and -word leaves posts out", async ({ page }) => {
  const bodies: string[] = [];
  page.on("request", (request) => {
    if (/\/1\/indexes\/[^/]+\/queries/.test(request.url())) bodies.push(request.postData() ?? "");
  });
  await page.goto("/search?q=habit");
  await expect(page.locator(".ais-Hits-item").first()).toBeVisible();
  const count = page.getByText(/^\d+ results? \(\d+ ms\)$/);
  const all = Number((await count.textContent())!.split(" ")[0]);
  expect(all).toBeGreaterThan(0);
  const sent = JSON.parse(bodies.at(-1)!) as { requests: { advancedSyntax?: boolean }[] };
  expect(sent.requests[0]!.advancedSyntax).toBe(true);
  await page.goto("/search?q=habit%20-habit");
  await expect(page.getByTestId("no-results")).toContainText("No posts match “habit -habit”.");
});

test("a request the server refuses says what is wrong and offers the fix, never 'not answering'", async ({ page }) => {
  await page.goto("/search?q=habit&page=20000");
  // Next.js's route announcer is an alert too: the page's own is in main.
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("That page number is past the end of the results.");
  await expect(alert).not.toContainText("not answering");
  await alert.getByRole("button", { name: "Go to the first page" }).click();
  await expect(page.getByText(/^\d+ results \(\d+ ms\)$/)).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=habit$/);

  await page.goto(`/search?q=${"mind".repeat(130)}`);
  await expect(alert).toContainText("The search is too long: at most 512 characters.");
  await page.getByRole("button", { name: "Search the first 512 characters" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("mind".repeat(128));
});
