import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { readMails, type E2eMail } from "./support/mail";
import { signInAs } from "./support/sign-in";

/**
 * The conversation under a post, as people meet it: a member comments, another replies, the
 * first gets the reply by email, an editor hides the reply in the admin, and through all of it
 * the anonymous reader's cached page is the same bytes (the comments load after it).
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

/** A post anyone may read whose comments are on: the comments endpoint answers an anonymous reader. */
async function openPostPath(baseURL: string): Promise<string> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const home = await (await anonymous.get("/")).text();
  for (const [, slug] of home.matchAll(/href="\/posts\/([^"/?#]+)"/g)) {
    if ((await anonymous.get(`/api/posts/${slug}/comments`)).status() === 200) {
      await anonymous.dispose();
      return `/posts/${slug}`;
    }
  }
  throw new Error("No public post with comments on the home page");
}

/** Opens the post at its comments, afresh (a second visit is a new page, not a jump within the same one). */
async function openComments(page: Page, postPath: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${postPath}#comments`);
  await expect(page.getByRole("heading", { name: "Comments", level: 2 })).toBeVisible();
}

test("a member comments, another replies, the first is mailed, an editor hides the reply, and the anonymous page never changes", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const postPath = await openPostPath(baseURL!);
  const anonymous = await playwrightRequest.newContext({ baseURL });
  await anonymous.get(postPath);
  const before = await (await anonymous.get(postPath)).text();

  // An anonymous reader sees the conversation and the invitation.
  const visitor = await (await browser.newContext()).newPage();
  await openComments(visitor, postPath);
  await expect(visitor.getByRole("link", { name: "Sign in to join the conversation" })).toBeVisible();

  const stamp = Date.now();
  const first = `first-${stamp}@example.test`;
  const second = `second-${stamp}@example.test`;
  const firstPage = await (await browser.newContext()).newPage();
  await signInAs(firstPage, first, postPath);
  await openComments(firstPage, postPath);
  const question = `Has anyone tried this for a month? (${stamp})`;
  await firstPage.getByRole("textbox", { name: /Join the conversation as/ }).fill(question);
  await firstPage.getByRole("button", { name: "Post comment" }).click();
  const firstComment = firstPage.getByRole("article").filter({ hasText: question });
  await expect(firstComment).toBeVisible();

  const secondPage = await (await browser.newContext()).newPage();
  await signInAs(secondPage, second, postPath);
  await openComments(secondPage, postPath);
  const original = secondPage.getByRole("article").filter({ hasText: question });
  await original.getByRole("button", { name: "Reply" }).click();
  const answer = `Yes, and <b>it</b> stuck: https://example.org/notes (${stamp})`;
  await original.getByRole("textbox", { name: /Reply to/ }).fill(answer);
  await original.getByRole("button", { name: "Post reply" }).click();
  const reply = secondPage.getByRole("article").filter({ hasText: `Yes, and <b>it</b> stuck` });
  await expect(reply).toBeVisible();
  // Markup stays text; the address is a link that carries no endorsement.
  await expect(reply.getByRole("link", { name: "https://example.org/notes" })).toHaveAttribute("rel", "nofollow ugc noopener");

  // The first member hears of it by email, with a way to stop reply mails in one click.
  const mail = await waitForMail(first, "replied to your comment");
  expect(mail.text).toContain("it</b> stuck");
  expect(mail.text).toMatch(/\/unsubscribe\?token=/);

  // Another visitor sees both, within a request.
  await openComments(visitor, postPath);
  await expect(visitor.getByRole("article").filter({ hasText: "it</b> stuck" })).toBeVisible();

  // An editor hides the reply in the admin.
  const editor = await (await browser.newContext()).newPage();
  await signInAs(editor, "owner@groundwork.local", "/admin/comments");
  await editor.getByLabel("Post (slug)").fill(postPath.slice("/posts/".length));
  await editor.getByRole("button", { name: "Filter" }).click();
  // The buttons act once the page's script has taken over.
  await editor.waitForLoadState("networkidle");
  const row = editor.getByTestId("admin-comment").filter({ hasText: "it</b> stuck" });
  await row.getByRole("button", { name: "Hide" }).click();
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();

  // Gone for everyone at their next look; the question stays.
  await openComments(visitor, postPath);
  await expect(visitor.getByRole("article").filter({ hasText: question }).first()).toBeVisible();
  await expect(visitor.getByText("it</b> stuck")).toHaveCount(0);

  // The anonymous page's HTML is byte for byte what it was before the conversation.
  const after = await (await anonymous.get(postPath)).text();
  expect(after === before, "the anonymous post page changed").toBe(true);
  await anonymous.dispose();
});
