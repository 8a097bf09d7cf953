import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * Reading journeys. They hold for any sample content with at least 13 published posts and
 * one tag and author: links are found by role and address, never by title.
 */

const notFoundHeading = /couldn’t find that page/i;

async function firstPostHref(page: Page): Promise<string> {
  await page.goto("/");
  const href = await page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/posts\//);
  return href!;
}

/** A tag and an author from the newest post that has tags (other specs may publish untagged posts). */
async function tagAndAuthorHrefs(page: Page): Promise<{ tag: string; author: string }> {
  await page.goto("/");
  const tagged = page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByTestId("tag-list") });
  const href = await tagged.first().getByRole("heading", { level: 2 }).getByRole("link").getAttribute("href");
  await page.goto(href!);
  const article = page.getByRole("article").first();
  const tag = await article.getByTestId("tag-list").getByRole("link").first().getAttribute("href");
  const author = await article.locator('a[href^="/authors/"]').first().getAttribute("href");
  return { tag: tag!, author: author! };
}

test("a reader goes from the home page to a post and back", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Latest essays" })).toBeVisible();
  const firstCard = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  const title = (await firstCard.textContent())!.trim();
  await firstCard.getByRole("link").click();
  await expect(page).toHaveURL(/\/posts\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const article = page.getByRole("article").first();
  await expect(article.locator("time")).toBeVisible();
  await expect(article.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "More posts" }).getByRole("link", { name: /previous post/i })).toBeVisible();
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the home page paginates 12 posts a page with next and previous links", async ({ page }) => {
  await page.goto("/");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const cards = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(cards).toHaveCount(12);
  const firstPageTitles = await cards.allTextContents();
  await expect(pagination.getByRole("link", { name: /previous page/i })).toHaveCount(0);

  await pagination.getByRole("link", { name: /next page/i }).click();
  await expect(page).toHaveURL(/\/page\/2$/);
  await expect(pagination.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const secondPageTitles = await cards.allTextContents();
  expect(secondPageTitles.length).toBeGreaterThan(0);
  for (const title of secondPageTitles) expect(firstPageTitles).not.toContain(title);

  await pagination.getByRole("link", { name: /previous page/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(pagination.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test("a page number past the end or not a number is a 404; page 1 is the home page", async ({ page }) => {
  for (const path of ["/page/9999", "/page/0", "/page/two"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: notFoundHeading })).toBeVisible();
  }
  await page.goto("/page/1");
  await expect(page).toHaveURL(/\/$/);
});

test("an address that cannot be decoded shows the friendly 404 page", async ({ page }) => {
  const response = await page.goto("/posts/%E0%A4%A");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: notFoundHeading })).toBeVisible();
  await expect(page).toHaveURL(/\/posts\/%E0%A4%A$/);
});

test("an unknown post or tag shows the friendly 404 page", async ({ page }) => {
  for (const path of ["/posts/this-post-does-not-exist", "/tags/no-such-topic", "/authors/nobody-at-all"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: notFoundHeading })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  }
});

test("tag and author pages list their posts", async ({ page }) => {
  const { tag, author } = await tagAndAuthorHrefs(page);
  await page.goto(tag);
  const tagName = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const tagCards = page.getByRole("main").getByRole("article");
  expect(await tagCards.count()).toBeGreaterThan(0);
  for (const card of await tagCards.all())
    await expect(card.getByRole("list").getByRole("link", { name: tagName, exact: true })).toBeVisible();

  await page.goto(author);
  const authorName = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const authorCards = page.getByRole("main").getByRole("article");
  expect(await authorCards.count()).toBeGreaterThan(0);
  for (const card of await authorCards.all()) await expect(card.getByRole("link", { name: authorName, exact: true })).toBeVisible();
});

test("the theme switch persists across a reload under localStorage.theme", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  const themes = page.getByRole("group", { name: "Theme" });
  await themes.getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  // The class is set before first paint: check it at DOMContentLoaded, not after hydration.
  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  await expect(themes.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");

  await themes.getByRole("button", { name: "Light" }).click();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("no page logs a console error", async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  const { tag, author } = await tagAndAuthorHrefs(page);
  for (const path of ["/", "/page/2", await firstPostHref(page), tag, author, "/tags"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    await page.waitForTimeout(500); // let hydration and effects run
  }
  // The 404 page: the browser itself reports the document's 404 status; nothing else may log.
  await page.goto("/posts/this-post-does-not-exist");
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  expect(errors.filter((error) => !/Failed to load resource: the server responded with a status of 404/.test(error))).toEqual([]);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no accessibility violations in the ${theme} theme`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const { tag, author } = await tagAndAuthorHrefs(page);
    const post = await firstPostHref(page);
    for (const path of ["/", post, tag, author, "/posts/this-post-does-not-exist"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      const summary = results.violations.map(
        (violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    }
  });
}
