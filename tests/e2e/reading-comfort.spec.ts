import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { buildSamplePosts } from "@/server/seed/sample";
import { sampleLongUrl } from "@/server/seed/sample/reading-aids";

/**
 * The home page and a post with a pasted address and a wide table (the sample's newest post,
 * src/server/seed/sample/reading-aids.ts) on a phone and a desktop, light and dark: nothing
 * widens the page, the body keeps a comfortable measure, and axe finds nothing.
 */
const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;
const themes = ["light", "dark"] as const;
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Found by its slug, not as the newest on the home page: other specs publish posts of their own.
const readingAidsSlug = buildSamplePosts(new Date()).find((post) => post.bodyMarkdown.includes(sampleLongUrl))!.slug;

async function postWithReadingAids(page: Page): Promise<string> {
  const href = `/posts/${readingAidsSlug}`;
  await page.goto(href);
  await expect(page.locator(".post-body a[href*='ninety-six-volunteers']")).toBeVisible();
  return href;
}

async function useTheme(page: Page, theme: (typeof themes)[number]) {
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
}

async function expectNoHorizontalScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: the page is wider than the screen by ${overflow} px`).toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, what).toEqual([]);
}

for (const viewport of viewports) {
  for (const theme of themes) {
    test.describe(`${viewport.name}, ${theme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test("the home page fits the screen and passes axe", async ({ page }) => {
        await useTheme(page, theme);
        await page.goto("/");
        await expect(page.locator("html")).toHaveClass(new RegExp(theme));
        await expect(page.getByTestId("account-menu")).not.toHaveAttribute("data-status", "loading");
        await expectNoHorizontalScroll(page, "home");
        await expectNoAxeViolations(page, "home");
      });

      test("a post with a long address and a wide table fits the screen, reads at a comfortable measure and passes axe", async ({
        page,
      }) => {
        await useTheme(page, theme);
        await postWithReadingAids(page);
        await expect(page.locator("html")).toHaveClass(new RegExp(theme));
        await expect(page.getByTestId("account-menu")).not.toHaveAttribute("data-status", "loading");
        await expectNoHorizontalScroll(page, "post");

        const table = page.getByRole("region", { name: /^Table: Part of the day, Monday/ });
        await expect(table).toHaveAttribute("tabindex", "0");
        const box = await table.evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
        if (viewport.width < 800) expect(box.scroll, "the table scrolls inside its box").toBeGreaterThan(box.client);

        const charactersPerLine = await page.evaluate(() => {
          const counts: number[] = [];
          for (const paragraph of document.querySelectorAll(".post-body > p")) {
            const text = paragraph.textContent ?? "";
            if (text.length < 200 || paragraph.querySelector("a")) continue;
            const range = document.createRange();
            range.selectNodeContents(paragraph);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
            counts.push(text.length / lines);
          }
          return counts.reduce((sum, count) => sum + count, 0) / counts.length;
        });
        if (viewport.width >= 800) {
          expect(charactersPerLine).toBeGreaterThanOrEqual(60);
          expect(charactersPerLine).toBeLessThanOrEqual(75);
        } else expect(charactersPerLine).toBeLessThanOrEqual(75);

        await expectNoAxeViolations(page, "post");
      });
    });
  }
}

test.describe("the header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the whole site name, and nothing but the usual gap between the theme switch and the account corner", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "unauthenticated");
    const name = page.getByRole("banner").getByRole("link").first();
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const themeBox = (await page.getByRole("group", { name: "Theme" }).boundingBox())!;
    const signInBox = (await page.getByTestId("account-menu").getByRole("link", { name: "Sign in" }).boundingBox())!;
    expect(signInBox.x - (themeBox.x + themeBox.width)).toBeLessThanOrEqual(12);
  });
});
