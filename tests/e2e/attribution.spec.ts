import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/admin-sign-in";
import { readMails } from "./support/mail";

// Attribution (#27): what brought a member, from the browser's trail to the editors' pages.
const ownerEmail = "owner@groundwork.local";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** What sticks out past a phone's width (outside boxes that scroll on their own): nothing, or the first few offenders. */
const sideScrollOffenders = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const inScrollBox = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) return true;
      return false;
    };
    return [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !inScrollBox(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });

async function confirmationLink(to: string, since: number): Promise<string> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const mail = readMails().find(
      (entry) => entry.receivedAt >= since && entry.to.includes(to) && entry.subject === "Confirm your subscription",
    );
    const link = mail?.text.match(/https?:\/\/[^\s"<>]+\/signin\/confirm\?[^\s"<>]+/)?.[0];
    if (link) return link;
  }
  throw new Error(`No confirmation mail to ${to}`);
}

/** The browser's trail as stored (localStorage, no cookie): the paths, oldest first. */
const trailPaths = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("gw-trail") ?? '{"pages":[]}') as { pages: { p: string }[] }).pages.map((p) => p.p));

test("a visitor reads two posts and joins; the editors see the second post as the source on its figures and the member's page", async ({
  page,
  browser,
}) => {
  const email = `attributed-${Date.now()}@example.test`;
  await page.goto("/");
  const postLinks = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
  const [second, first] = [await postLinks.nth(0).getAttribute("href"), await postLinks.nth(1).getAttribute("href")];
  expect(first).toMatch(/^\/posts\//);
  expect(second).toMatch(/^\/posts\//);

  await page.goto(first!);
  await page.goto(second!);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await expect.poll(() => trailPaths(page)).toEqual(["/", first, second]);
  // No cookie of its own (Auth.js's session lookup sets its CSRF cookies, as on every page).
  expect((await page.context().cookies()).filter((cookie) => !cookie.name.startsWith("authjs."))).toEqual([]);

  const invitation = page.getByTestId("reader-invitation");
  const since = Date.now();
  await invitation.getByRole("textbox", { name: "Your email" }).fill(email);
  await invitation.getByRole("button", { name: "Subscribe" }).click();
  await expect(invitation.getByRole("status")).toContainText("check your inbox");
  await page.goto(await confirmationLink(email, since));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await page.waitForURL((url) => url.pathname === second);

  const editor = await browser.newContext();
  await signInAs(editor, ownerEmail, "owner");
  const admin = await editor.newPage();
  await admin.goto(`/admin/posts?q=${encodeURIComponent(title)}`);
  await admin
    .getByRole("link", { name: `Figures for ${title}` })
    .first()
    .click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Figures: ${title}`);
  const figures = admin.getByTestId("post-figures");
  await expect(figures.getByRole("definition").nth(1)).not.toHaveText("0");
  const people = admin.getByRole("region", { name: "Who it brought" });
  await expect(people.getByRole("row", { name: new RegExp(email) })).toContainText("Joined");

  await people.getByRole("link", { name: email }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(email);
  const origin = admin.getByTestId("member-origin");
  await expect(origin.getByRole("link", { name: title })).toHaveAttribute("href", /\/admin\/posts\/[^/]+\/figures$/);
  await expect(origin).toContainText("Direct or other");
  const activity = admin.getByTestId("member-activity");
  await expect(activity).toContainText("Signed in (email link)");
  await expect(activity).toContainText("Joined");
  await expect(admin.getByText("Nothing recorded yet.")).toHaveCount(0);

  await admin.goto("/admin/analytics");
  await admin.getByRole("link", { name: "Sources and the posts that bring members" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
  const posts = admin.getByRole("region", { name: "Posts that brought members" });
  await expect(posts.getByRole("link", { name: title })).toBeVisible();
  await editor.close();
});

test("the figures pages and a member's page are accessible in both themes and fit a phone", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts");
  const figuresHref = (await page
    .getByRole("link", { name: /^Figures for / })
    .first()
    .getAttribute("href"))!;
  await page.goto("/admin/members");
  const memberHref = (await page.getByRole("main").locator('a[href^="/admin/members/"]').first().getAttribute("href"))!;
  const paths = ["/admin/analytics/sources", figuresHref, memberHref];
  for (const theme of ["light", "dark"]) {
    for (const path of paths) {
      await page.goto(path);
      await page.evaluate((value) => localStorage.setItem("theme", value), theme);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sideScrollOffenders(page), path).toEqual([]);
  }
});
