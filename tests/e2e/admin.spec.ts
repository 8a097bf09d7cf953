import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { sampleEditorEmail, signInAs } from "./support/admin-sign-in";
import { expectBody, showPreview } from "./support/body-editor";

const ownerEmail = process.env.E2E_OWNER_EMAIL ?? "owner@groundwork.local";
const subscriberEmail = "subscriber@groundwork.local";
// Letters only, so the run's word is one plain search term (digits would split it).
const run = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

// Every journey here signs in through the real mail (one or two sign-ins per test) on a shared
// two-core machine: 30 s is too tight for the longer ones.
test.describe.configure({ timeout: 90_000 });

async function expectNoAxeViolations(page: Page) {
  // The toaster is the shared layout's, not the admin area's (its rich success colours are
  // reported separately); toasts come and go with each action.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function newDraft(page: Page, title: string, body: string) {
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Body (Markdown)").fill(body);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  return page.url();
}

test("an anonymous visitor opening /admin is sent to sign in", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired&callbackUrl=%2Fadmin/);
});

test("a reader opening /admin sees the 403 page", async ({ page, context }) => {
  await signInAs(context, `reader-${run}@example.test`, "reader");
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This area is for editors" })).toBeVisible();
  await expect(page.getByText("403")).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Signs a subscriber in (a second browser context) and searches for `word` on /search. */
async function searchAsSubscriber(browser: Browser, word: string) {
  const context = await browser.newContext();
  await signInAs(context, subscriberEmail, "reader");
  const page = await context.newPage();
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(/^\d+ results? \(/)).toBeVisible();
  return { page, close: () => context.close() };
}

test.describe.serial("the owner writes and publishes", () => {
  const title = `Small steps ${run}`;
  let editorUrl = "";

  test("writes a post with a heading, a list and an image, previews it and publishes it", async ({ page, context }) => {
    await signInAs(context, ownerEmail, "owner");
    await page.goto("/admin/posts/new");
    await showPreview(page);
    await page.getByLabel("Title").fill(title);
    await expect(page.getByLabel("Slug")).toHaveValue(`small-steps-${run}`);

    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#2f855a" } })
      .png()
      .toBuffer();
    await page
      .getByRole("group", { name: "Cover image" })
      .getByLabel("Upload an image")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    await expect(page.getByText("Cover image uploaded")).toBeVisible();
    const cover = page.getByRole("img", { name: "Cover preview" });
    await expect(cover).toHaveAttribute("src", /^\/uploads\/covers\/[0-9a-f-]{36}-640\.webp$/);
    const coverSrc = (await cover.getAttribute("src"))!;
    await page.getByLabel("Cover description (for screen readers)").fill("A green field");

    await page
      .getByLabel("Body (Markdown)")
      .fill(`## Why small\n\nStart here:\n\n- one breath\n- one page\n\n![A green field](${coverSrc})\n`);
    const preview = page.getByTestId("preview");
    await expect(preview.getByRole("heading", { level: 2, name: "Why small" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["one breath", "one page"]);
    await expect(preview.getByRole("img", { name: "A green field" })).toBeVisible();
    await expect(page.getByText("1 min read")).toBeVisible();

    await page.getByLabel("Tags", { exact: true }).fill("Practice");
    await page.getByLabel("Tags", { exact: true }).press("Enter");
    await expect(page.getByRole("button", { name: "Remove tag Practice" })).toBeVisible();

    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByRole("dialog", { name: "Publish this post now?" }).getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Post published")).toBeVisible();
    // The post settings say so (the history list below also names the publish).
    await expect(page.getByRole("complementary", { name: "Post settings" }).getByText(/^Published /)).toBeVisible();
    // The editor moves from /admin/posts/new to the post's own address once it is saved.
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
    editorUrl = page.url();
    await expectNoAxeViolations(page);

    await page.goto("/admin/posts?status=published");
    // Exactly: the row's "Figures for <title>" link holds the title too.
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the published post appears on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  test("a subscriber finds the just-published post through search right away", async ({ browser }) => {
    const search = await searchAsSubscriber(browser, run);
    await expect(search.page.getByRole("link", { name: title })).toBeVisible();
    await search.close();
  });

  test("unpublishing removes it from the home page and search", async ({ page, context, browser }) => {
    await signInAs(context, ownerEmail, "owner");
    await page.goto(editorUrl);
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("Post unpublished")).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);

    const search = await searchAsSubscriber(browser, run);
    await expect(search.page.getByText("0 results")).toBeVisible();
    await expect(search.page.getByRole("link", { name: title })).toHaveCount(0);
    await search.close();
  });
});

test("two editors on the same post: the second save shows the conflict and loses no text", async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  await signInAs(first, ownerEmail, "owner");
  await signInAs(second, sampleEditorEmail, "editor");
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  const url = await newDraft(pageA, `Shared draft ${run}`, "The first words.");
  await pageB.goto(url);
  await expectBody(pageB, "The first words.");

  await pageA.getByLabel("Body (Markdown)").fill("Alice's version of the text.");
  await pageA.getByRole("button", { name: "Save draft" }).click();
  await expect(pageA.getByTestId("save-state")).toHaveText("Saved");

  await pageB.getByLabel("Body (Markdown)").fill("Bob's version, which must not be lost.");
  await pageB.getByRole("button", { name: "Save draft" }).click();
  await expect(pageB.getByRole("heading", { name: "Someone else saved this post" })).toBeVisible();
  await expectBody(pageB, "Bob's version, which must not be lost.");
  await pageB.getByRole("button", { name: "View their version" }).click();
  await expect(pageB.getByTestId("their-body")).toHaveText("Alice's version of the text.");
  await expectNoAxeViolations(pageB);

  await pageB.getByRole("button", { name: "Keep mine as a copy" }).click();
  await expect(pageB.getByText("Your version was saved as a new draft")).toBeVisible();
  await expect(pageB).not.toHaveURL(url);
  await expectBody(pageB, "Bob's version, which must not be lost.");

  await pageA.reload();
  await expectBody(pageA, "Alice's version of the text.");
  await first.close();
  await second.close();
});

test("a taken slug is an inline error and the typed text stays", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  await newDraft(page, `Unique ${run}`, "one");
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(`Another ${run}`);
  await page.getByLabel("Slug").fill(`unique-${run}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByLabel("Slug")).toHaveAccessibleDescription(
    new RegExp(`This slug is already used by another post\\. “unique-${run}-2” is free\\.`),
  );
  await expect(page.getByLabel("Title")).toHaveValue(`Another ${run}`);
});

test("tags, members, requests and settings pages have no axe violations", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  for (const path of ["/admin/tags", "/admin/members", "/admin/requests", "/admin/settings", "/admin/posts/new"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("a post scheduled a minute ahead appears on the home page by itself once its time passes", async ({ page, context, request }) => {
  // Real time, not a fake clock: the server decides visibility, so the journey waits for the
  // minute to pass (up to two) plus the public cache's 30 s bound.
  test.setTimeout(240_000);
  const title = `Timely${run}`;
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Body (Markdown)").fill("Written now, public later.");
  const slug = await page.getByLabel("Slug").inputValue();
  expect(slug).toBe(title.toLowerCase());

  // The next whole minute at least 60 s away, as wall-clock time in the browser's own zone
  // (datetime-local has minute precision and the editor reads it in that zone).
  const { local, at } = await page.evaluate(() => {
    const target = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const local = `${target.getFullYear()}-${pad(target.getMonth() + 1)}-${pad(target.getDate())}T${pad(target.getHours())}:${pad(target.getMinutes())}`;
    return { local, at: target.getTime() };
  });
  await page.getByLabel("Schedule for").fill(local);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText("Post scheduled")).toBeVisible();
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  await expect(page.getByText(/^Scheduled for /).locator("time")).toHaveAttribute("datetime", new Date(at).toISOString());

  // Before its time: not listed, and its page does not exist.
  expect(Date.now()).toBeLessThan(at);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  expect((await request.get(`/posts/${slug}`)).status()).toBe(404);
  expect(Date.now()).toBeLessThan(at);

  // No job, no restart: reloading the home page is enough once the time has passed (cached
  // public reads live at most 30 s, and a stale one is refreshed on the next request).
  let seenAt = 0;
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible({ timeout: 1_000 });
    seenAt = Date.now();
  }).toPass({ intervals: [5_000], timeout: at - Date.now() + 75_000 });
  expect(seenAt).toBeGreaterThanOrEqual(at);
  console.log(`scheduled post appeared ${((seenAt - at) / 1000).toFixed(1)} s after its time`);

  // Its own page may be served from the same bounded cache (the 404 above was cached), so it
  // too is given the cache's bound.
  await expect(async () => {
    expect((await request.get(`/posts/${slug}`)).status()).toBe(200);
  }).toPass({ intervals: [5_000], timeout: 45_000 });
});
