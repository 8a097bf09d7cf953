import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/admin-sign-in";
import { readMails } from "./support/mail";

// Attribution (#27): what brought a member, from the browser's trail to the editors' pages.
const ownerEmail = "owner@groundwork.local";

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
  // A journey through two browsers and four admin pages: more than the default 30 s on a loaded machine.
  test.slow();
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
