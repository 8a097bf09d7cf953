import { expect, test, type Page } from "@playwright/test";
import { readMails, waitForSignInLink, type E2eMail } from "./support/mail";
import { signInAs } from "./support/sign-in";

/**
 * New posts by email, as people meet it: a reader opts in at the end of a post, the owner
 * publishes a post with "email this post", the mail arrives at the e2e SMTP server, and its
 * unsubscribe link first shows a page (looking changes nothing), whose button unsubscribes.
 */
async function waitForMail(to: string, subjectPart: string, timeoutMs = 25_000): Promise<E2eMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails().find((each) => each.to.includes(to) && each.subject.includes(subjectPart));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} about “${subjectPart}”`);
}

async function firstPostPath(page: Page): Promise<string> {
  await page.goto("/");
  const href = await page.locator('main a[href^="/posts/"]').first().getAttribute("href");
  if (!href) throw new Error("No post on the home page");
  return href;
}

const newPostsOnAccountPage = (page: Page) => page.getByRole("checkbox", { name: "Email me new posts" });

test("a reader opts in at the end of a post, gets the owner's next post by email, and unsubscribes by its link", async ({ browser }) => {
  test.setTimeout(120_000);
  const reader = `reader-${Date.now()}@example.test`;
  const readerPage = await (await browser.newContext()).newPage();
  const postPath = await firstPostPath(readerPage);
  await signInAs(readerPage, reader, postPath);

  // The end-of-post prompt, for a signed-in reader who has not chosen yet.
  await readerPage.getByRole("button", { name: "Email me new posts" }).click();
  await expect(readerPage.getByRole("status").filter({ hasText: "You will get new posts by email" })).toBeVisible();

  // The owner writes a post and publishes it with "email this post".
  const title = `A letter to the members ${Date.now()}`;
  const ownerPage = await (await browser.newContext()).newPage();
  await signInAs(ownerPage, "owner@groundwork.local", "/admin/posts/new");
  await ownerPage.getByLabel("Title").fill(title);
  await ownerPage.getByLabel("Body (Markdown)").fill("What we learned this week, in one paragraph.\n\nAnd a second one.");
  await ownerPage.getByRole("button", { name: "Save draft" }).click();
  // The first save gives the post its address, where its email choice lives.
  await ownerPage.waitForURL((url) => /^\/admin\/posts\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith("/new"));
  await ownerPage.reload();
  const emailIt = ownerPage.getByRole("checkbox", { name: /Email this post to \d+ members?/ });
  // It says to how many members it will go: at least the reader who just opted in.
  await expect(emailIt).toBeVisible();
  expect(Number((await ownerPage.getByText(/Email this post to \d+ member/).textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(0);
  await emailIt.check();
  await expect(ownerPage.getByText("This post will be emailed when it goes live.")).toBeVisible();
  await ownerPage.getByRole("button", { name: "Publish now" }).click();
  await ownerPage.getByRole("dialog", { name: "Publish this post now?" }).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(ownerPage.getByRole("complementary", { name: "Post settings" }).getByText(/^Published /)).toBeVisible();

  // The mail arrives with the post and an unsubscribe link.
  const mail = await waitForMail(reader, title);
  expect(mail.text).toContain("What we learned this week");
  const link = mail.text.match(/https?:\/\/[^\s"<>]+\/unsubscribe\?token=[^\s"<>]+/)?.[0];
  expect(link, mail.text).toBeTruthy();

  // Opening the link only asks; the reader is still subscribed.
  await readerPage.goto(link!);
  await expect(readerPage.getByRole("heading", { name: "Unsubscribe?" })).toBeVisible();
  const confirmPage = readerPage.url();
  await readerPage.goto("/account");
  await expect(newPostsOnAccountPage(readerPage)).toBeChecked();

  // The button unsubscribes.
  await readerPage.goto(confirmPage);
  await readerPage.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(readerPage.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await readerPage.goto("/account");
  await expect(newPostsOnAccountPage(readerPage)).not.toBeChecked();
});

test("a new reader who ticks “Email me new posts” at sign-up gets an account that receives new posts", async ({ page }) => {
  const email = `signup-${Date.now()}@example.test`;
  await page.goto("/signin?callbackUrl=%2Faccount");
  const since = Date.now();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("checkbox", { name: /Email me new posts/ }).check();
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(await waitForSignInLink(email, since));
  // The choice is shown again where the account is made, still open to change.
  await expect(page.getByRole("checkbox", { name: /Email me new posts/ })).toBeChecked();
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  await expect(newPostsOnAccountPage(page)).toBeChecked();
});

test("a new reader who leaves it unticked receives nothing", async ({ page }) => {
  const email = `signup-off-${Date.now()}@example.test`;
  await signInAs(page, email, "/account");
  await expect(newPostsOnAccountPage(page)).not.toBeChecked();
});
