import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { signInAs } from "./support/admin-sign-in";

// The reading pages are served from the route cache. Each journey here first makes sure every
// page it looks at is cached (read twice by an anonymous visitor), then changes something in
// the admin area and expects the very next anonymous read of each page to show the change.

const ownerEmail = "owner@groundwork.local";
const run = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

test.describe.configure({ timeout: 120_000 });

type Read = { status: number; text: string };

async function read(request: APIRequestContext, path: string): Promise<Read> {
  const response = await request.get(path);
  return { status: response.status(), text: await response.text() };
}

/** Reads every page twice: the second read comes from the cache when the page is cacheable. */
async function warm(request: APIRequestContext, paths: string[]): Promise<void> {
  for (const path of paths) {
    await request.get(path);
    await request.get(path);
  }
}

async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByRole("dialog", { name: "Publish this post now?" }).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published")).toBeVisible();
}

test.describe.serial("a change in the admin area reaches every cached reading page at once", () => {
  const title = `Fresh ${run}`;
  const slug = `fresh-${run}`;
  const tagSlug = `topic-${run}`;
  const tagName = `Topic ${run}`;
  const renamedTag = `Renamed ${run}`;
  let editorUrl = "";
  let owner: BrowserContext;
  let admin: Page;

  const listings = () => ["/", `/tags/${tagSlug}`, "/authors/owner", "/feed.xml", "/sitemap.xml"];

  test.beforeAll(async ({ browser }) => {
    owner = await browser.newContext();
    await signInAs(owner, ownerEmail, "owner");
    admin = await owner.newPage();
  });

  test.afterAll(async () => {
    await owner?.close();
  });

  test("publishing shows the post at once on home, topic, author, post, feed and sitemap", async ({ request }) => {
    await admin.goto("/admin/tags");
    const form = admin.getByRole("form", { name: "New tag" });
    await form.getByLabel("Name").fill(tagName);
    await form.getByLabel("Slug (optional)").fill(tagSlug);
    await form.getByRole("button").click();
    await expect(admin.getByText(`Tag “${tagName}” created`)).toBeVisible();

    await warm(request, [...listings(), `/posts/${slug}`]);
    for (const path of listings()) expect((await read(request, path)).text, path).not.toContain(slug);
    expect((await read(request, `/posts/${slug}`)).status).toBe(404);

    await admin.goto("/admin/posts/new");
    await admin.getByLabel("Title").fill(title);
    await expect(admin.getByLabel("Slug")).toHaveValue(slug);
    await admin.getByLabel("Body (Markdown)").fill("A post that every cached page must show at once.");
    await admin.getByLabel("Tags", { exact: true }).fill(tagName);
    await admin.getByLabel("Tags", { exact: true }).press("Enter");
    await publishNow(admin);
    await expect(admin).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
    editorUrl = admin.url();

    for (const path of listings()) expect((await read(request, path)).text, path).toContain(`/posts/${slug}`);
    const post = await read(request, `/posts/${slug}`);
    expect(post.status).toBe(200);
    expect(post.text).toContain(title);
    expect(post.text).toContain(tagName);
  });

  test("renaming the topic shows the new name on its page, the post and the feed", async ({ request }) => {
    const paths = [`/tags/${tagSlug}`, `/posts/${slug}`, "/tags", "/feed.xml"];
    await warm(request, paths);
    await admin.goto("/admin/tags");
    const form = admin.getByRole("form", { name: `Tag ${tagName}` });
    await form.getByLabel("Name").fill(renamedTag);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByRole("form", { name: `Tag ${renamedTag}` })).toBeVisible();
    for (const path of paths) {
      const { text } = await read(request, path);
      expect(text, path).toContain(renamedTag);
      expect(text, path).not.toContain(tagName);
    }
  });

  test("an author's new handle moves their page and reaches their posts", async ({ request }) => {
    const handle = `owner-${run}`;
    await warm(request, ["/authors/owner", `/authors/${handle}`, `/posts/${slug}`, "/"]);
    await setHandle(admin, handle);
    expect((await read(request, "/authors/owner")).status).toBe(404);
    const moved = await read(request, `/authors/${handle}`);
    expect(moved.status).toBe(200);
    expect(moved.text).toContain(`/posts/${slug}`);
    expect((await read(request, `/posts/${slug}`)).text).toContain(`href="/authors/${handle}"`);

    await setHandle(admin, "owner");
    expect((await read(request, `/authors/${handle}`)).status).toBe(404);
    expect((await read(request, "/authors/owner")).text).toContain(`/posts/${slug}`);
    expect((await read(request, `/posts/${slug}`)).text).toContain(`href="/authors/owner"`);
  });

  test("a new site name reaches every reading page", async ({ request }) => {
    const paths = ["/", "/page/2", `/posts/${slug}`, `/tags/${tagSlug}`, "/tags", "/authors/owner", "/pricing", "/feed.xml"];
    await warm(request, paths);
    await admin.goto("/admin/settings");
    const siteName = admin.getByLabel("Site name");
    const before = await siteName.inputValue();
    const renamed = `Groundwork ${run}`;
    try {
      await saveSiteName(admin, renamed);
      for (const path of paths) expect((await read(request, path)).text, path).toContain(renamed);
    } finally {
      await saveSiteName(admin, before);
    }
    for (const path of paths) expect((await read(request, path)).text, path).not.toContain(renamed);
  });

  test("unpublishing removes the post from all of them", async ({ request }) => {
    await warm(request, [...listings(), `/posts/${slug}`]);
    await admin.goto(editorUrl);
    await admin.getByRole("button", { name: "Unpublish" }).click();
    await expect(admin.getByText("Post unpublished")).toBeVisible();
    for (const path of listings()) expect((await read(request, path)).text, path).not.toContain(`/posts/${slug}`);
    expect((await read(request, `/posts/${slug}`)).status).toBe(404);
  });

  test("deleting a published post removes it from all of them", async ({ request }) => {
    await admin.goto(editorUrl);
    await publishNow(admin);
    await warm(request, [...listings(), `/posts/${slug}`]);
    for (const path of listings()) expect((await read(request, path)).text, path).toContain(`/posts/${slug}`);

    await admin.getByRole("button", { name: "Delete post" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(admin.getByText("Post deleted")).toBeVisible();
    for (const path of listings()) expect((await read(request, path)).text, path).not.toContain(`/posts/${slug}`);
    expect((await read(request, `/posts/${slug}`)).status).toBe(404);
  });
});

async function setHandle(page: Page, handle: string) {
  await page.goto("/account");
  const form = page.locator("form").filter({ has: page.getByLabel("Handle") });
  await form.getByLabel("Handle").fill(handle);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Your handle is now ${handle}.`)).toBeVisible();
}

async function saveSiteName(page: Page, name: string) {
  await page.goto("/admin/settings");
  await page.getByLabel("Site name").fill(name);
  await page.getByRole("button", { name: "Save settings", exact: true }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}
