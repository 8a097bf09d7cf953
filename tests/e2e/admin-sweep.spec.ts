import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/admin-sign-in";
import { wcagViolations } from "./support/axe";

/**
 * Every admin page, as the owner, on a phone (390×844) and a desktop (1280×800), in light and
 * dark: axe-core with the WCAG 2.2 A/AA rules finds nothing, and the document never scrolls
 * sideways. One sign-in; each page is loaded once and looked at in the four ways: the viewport
 * and the system colour scheme change in place, with the theme switch on "system".
 */
const ownerEmail = "owner@groundwork.local";

const looks = [
  { width: 1280, height: 800, colorScheme: "light" },
  { width: 1280, height: 800, colorScheme: "dark" },
  { width: 390, height: 844, colorScheme: "dark" },
  { width: 390, height: 844, colorScheme: "light" },
] as const;

// About 170 s at a load average of 6–9 on two cores (72 axe checks); far less on a quiet machine.
test.describe.configure({ timeout: 300_000 });

/** The first link in the main landmark whose address matches, e.g. a post's editor from the posts list. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string | null> {
  await page.goto(listPath);
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

test("every admin page passes axe (WCAG 2.2 A/AA) and fits the screen, on a phone and a desktop, light and dark", async ({
  page,
  context,
}) => {
  const started = Date.now();
  await signInAs(context, ownerEmail, "owner");
  await context.addInitScript(() => localStorage.setItem("theme", "system"));
  await page.setViewportSize({ width: 1280, height: 800 });

  const post = await firstLink(page, "/admin/posts", /^\/admin\/posts\/(?!new$)[^/?#]+$/);
  const member = await firstLink(page, "/admin/members", /^\/admin\/members\/[^/?#]+$/);
  const importRun = await firstLink(page, "/admin/import", /^\/admin\/import\/[^/?#]+$/);
  expect(post, "a post in the posts list").not.toBeNull();
  expect(member, "a member in the members list").not.toBeNull();

  const pages = [
    "/admin",
    "/admin/posts",
    "/admin/posts/new",
    post!,
    `${post!}/figures`,
    `${post!}/preview`,
    "/admin/members",
    member!,
    "/admin/analytics",
    "/admin/analytics/sources",
    "/admin/settings",
    "/admin/tags",
    "/admin/redirects",
    "/admin/tasks",
    "/admin/comments",
    "/admin/requests",
    "/admin/import",
    ...(importRun ? [importRun] : []),
    "/admin/signed-in",
  ];

  const problems: string[] = [];
  for (const path of pages) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light" });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    for (const look of looks) {
      const name = `${path} at ${look.width}, ${look.colorScheme}`;
      await page.setViewportSize({ width: look.width, height: look.height });
      await page.emulateMedia({ colorScheme: look.colorScheme });
      await expect(page.locator("html"), name).toHaveClass(look.colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const found = [
        ...(overflow > 0 ? [`${name}: the page scrolls sideways by ${overflow} px`] : []),
        ...(await wcagViolations(page)).map((violation) => `${name}: ${violation}`),
      ];
      // Said as found, so a run cut short still names what it saw.
      for (const problem of found) console.log(`[problem] ${problem}`);
      problems.push(...found);
    }
  }
  console.log(`[measure] admin sweep: ${pages.length} pages × ${looks.length} looks in ${Math.round((Date.now() - started) / 1000)} s`);
  expect(problems).toEqual([]);
});
