import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { sampleEditorEmail, signInAs } from "./support/admin-sign-in";
import sharp from "sharp";
import { expectBody, readBody, showPreview } from "./support/body-editor";

const ownerEmail = "owner@groundwork.local";
const run = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

test.describe.configure({ timeout: 120_000 });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function fillSettings(page: Page, values: { siteName: string; monthly: string; yearly: string }) {
  await page.goto("/admin/settings");
  await page.getByLabel("Site name").fill(values.siteName);
  await page.getByLabel("Monthly price (USD)").fill(values.monthly);
  await page.getByLabel("Yearly price (USD)").fill(values.yearly);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

test("a new site name and prices show in the header, the title, the feed, the pricing page and the form", async ({
  page,
  context,
  request,
}) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/settings");
  // The form starts at what the site shows.
  await expect(page.getByLabel("Monthly price (USD)")).toHaveValue("6.00");
  await expect(page.getByLabel("Yearly price (USD)")).toHaveValue("60.00");
  const original = await page.getByLabel("Site name").inputValue();
  const renamed = `Field Notes ${run}`;
  try {
    await fillSettings(page, { siteName: renamed, monthly: "7", yearly: "70" });

    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: renamed })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${renamed}`));
    await page.goto("/tags");
    await expect(page).toHaveTitle(`Topics · ${renamed}`);
    const feed = await (await request.get("/feed.xml")).text();
    expect(feed).toMatch(new RegExp(`<title[^>]*>${renamed}</title>`));
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: `Subscribe to ${renamed}` })).toBeVisible();
    await expect(page.getByText("$7.00", { exact: true })).toBeVisible();
    await expect(page.getByText("$70.00", { exact: true })).toBeVisible();

    await page.goto("/admin/settings");
    await expect(page.getByLabel("Site name")).toHaveValue(renamed);
    await expect(page.getByLabel("Monthly price (USD)")).toHaveValue("7.00");
  } finally {
    await fillSettings(page, { siteName: original, monthly: "6", yearly: "60" });
  }
});

test("the preview renders as the post page does, and a generated excerpt is a placeholder, never heading text", async ({
  page,
  context,
}) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts/new");
  await showPreview(page);
  const title = `Excerpt ${run}`;
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Body (Markdown)")
    .fill(
      "## Why it works\n\nIt is not magic. It is practice.\n\n- It empties the noise\n\n> Quoted words\n\n[A link](https://example.com)",
    );
  const preview = page.getByTestId("preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Why it works" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText(["It empties the noise"]);
  await expect(preview.locator("blockquote")).toHaveText("Quoted words");
  await expect(preview.getByRole("link", { name: "A link" })).toHaveAttribute("href", "https://example.com");
  // The same styles as the post page: a heading is larger than the text.
  const sizes = await preview.evaluate((body) => ({
    h2: parseFloat(getComputedStyle(body.querySelector("h2")!).fontSize),
    p: parseFloat(getComputedStyle(body.querySelector("p")!).fontSize),
  }));
  expect(sizes.h2).toBeGreaterThan(sizes.p);

  const excerpt = page.getByLabel("Excerpt");
  await expect(excerpt).toHaveValue("");
  await expect(excerpt).toHaveAttribute("placeholder", "It is not magic. It is practice.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.reload();
  // Not stored as written: the field stays empty and follows the body.
  await expect(page.getByLabel("Excerpt")).toHaveValue("");
  // Two paragraphs: a post of one paragraph has no generated excerpt (it would be the whole post, #26).
  await page.getByLabel("Body (Markdown)").fill("## Why it works\n\nA different opening.\n\nThe rest of the post.");
  await expect(page.getByLabel("Excerpt")).toHaveAttribute("placeholder", "A different opening.");

  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published")).toBeVisible();
  await page.goto(`/posts/excerpt-${run}`);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", "A different opening.");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "A different opening.");
});

test("an editor makes a post paid, cuts the preview with the toolbar's marker, sees the cut, and finds it by access in the list", async ({
  page,
  context,
}) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts/new");
  await showPreview(page);
  const title = `Paid cut ${run}`;
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Who can read it")).toHaveValue("public");
  await page.getByLabel("Body (Markdown)").fill("The open opening.\n\nThe subscribers' part.");
  await expect(page.getByTestId("paywall-cut")).toHaveCount(0);
  await page.getByLabel("Who can read it").selectOption("paid");
  // Without a marker, a gated post is cut automatically; the second paragraph is past the cut.
  await expect(page.getByTestId("paywall-cut")).toContainText("Automatic cut");

  await page.getByLabel("Body (Markdown)").click();
  await page.keyboard.press("Control+Home");
  await page.getByRole("button", { name: /Insert the paywall marker/ }).click();
  await expectBody(page, "The open opening.\n\n<!-- paywall -->\n\nThe subscribers' part.");
  await expect(page.getByTestId("paywall-cut")).toContainText("Paywall marker");
  await expect(page.getByTestId("preview")).toHaveText("The open opening.");
  await expect(page.getByTestId("preview-rest")).toHaveText("The subscribers' part.");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Who can read it")).toHaveValue("paid");
  await expectBody(page, "The open opening.\n\n<!-- paywall -->\n\nThe subscribers' part.");

  await page.goto(`/admin/posts?access=paid&q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Paid subscribers")).toBeVisible();
  await page.goto(`/admin/posts?access=members&q=${encodeURIComponent(title)}`);
  await expect(page.getByText("No posts match.")).toBeVisible();
});

test("the owner sets the paywall: a bad number is named at its field, and a new post starts with the default access", async ({
  page,
  context,
}) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/settings");
  const paywall = page.getByRole("form", { name: "Paywall" });
  await paywall.getByLabel("Free paid posts a month for signed-in members").fill("three");
  await paywall.getByRole("button", { name: "Save paywall settings" }).click();
  await expect(paywall.getByText("Free paid posts a month: enter a whole number (0 or more).")).toBeVisible();

  await paywall.getByLabel("Who can read a new post").selectOption("members");
  await paywall.getByLabel("Free paid posts a month for signed-in members").fill("3");
  await paywall.getByLabel("Public posts become paid after (days)").fill("365");
  await paywall.getByRole("button", { name: "Save paywall settings" }).click();
  await expect(page.getByText("Paywall settings saved")).toBeVisible();
  try {
    await page.reload();
    await expect(paywall.getByLabel("Free paid posts a month for signed-in members")).toHaveValue("3");
    await expect(paywall.getByLabel("Public posts become paid after (days)")).toHaveValue("365");
    await page.goto("/admin/posts/new");
    await expect(page.getByLabel("Who can read it")).toHaveValue("members");
  } finally {
    await page.goto("/admin/settings");
    await paywall.getByLabel("Who can read a new post").selectOption("public");
    await paywall.getByLabel("Free paid posts a month for signed-in members").fill("0");
    await paywall.getByLabel("Public posts become paid after (days)").fill("");
    await paywall.getByRole("button", { name: "Save paywall settings" }).click();
    await expect(page.getByText("Paywall settings saved")).toBeVisible();
  }
});

test("every save keeps a revision: the list names who and when, shows the changes, and restores an older one as a new version", async ({
  page,
  context,
}) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(`Revised ${run}`);
  await page.getByLabel("Body (Markdown)").fill("The first version.\n\nA line that stays.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.getByLabel("Body (Markdown)").fill("The second version.\n\nA line that stays.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved");

  await page.getByText("Revisions", { exact: true }).click();
  const list = page.getByRole("list", { name: "Revisions" });
  // Both saves, and maybe an autosave between them.
  await expect(list.getByRole("listitem").first()).toContainText("Owner");
  const count = await list.getByRole("listitem").count();
  expect(count).toBeGreaterThanOrEqual(2);
  await list.getByRole("button").last().click();
  const diff = page.getByTestId("revision-diff");
  await expect(diff.locator("del")).toHaveText(["- Removed: The first version."]);
  await expect(diff.locator("ins")).toHaveText(["+ Added: The second version."]);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Restore this revision" }).click();
  await page.getByRole("dialog", { name: "Restore this revision?" }).getByRole("button", { name: "Restore" }).click();
  await expectBody(page, "The first version.\n\nA line that stays.");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  // Restoring added a version (the text it replaced stays listed).
  await expect.poll(() => list.getByRole("listitem").count()).toBeGreaterThan(count);
  await expect(list.getByRole("listitem").first()).not.toContainText("autosave");
  await page.reload();
  await expectBody(page, "The first version.\n\nA line that stays.");
});

test("the owner exports the members as a CSV that parses, with a row per member", async ({ page, context, browser }) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/members");
  const total = Number((await page.getByText(/^\d+ members?$/).textContent())!.split(" ")[0]);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe("email,handle,role,joined,subscription,source,name,email_opt_in,until,stripe_customer_id");
  const rows = lines.slice(1).map((line) => line.split(","));
  expect(rows).toHaveLength(total);
  expect(rows.find((row) => row[0] === ownerEmail)?.slice(1, 3)).toEqual(["owner", "owner"]);
  for (const row of rows) expect(Number.isNaN(Date.parse(row[3]!))).toBe(false);

  // Every address is in it: editors neither see the link nor get the file.
  const editorContext = await browser.newContext();
  await signInAs(editorContext, sampleEditorEmail, "editor");
  const editorPage = await editorContext.newPage();
  await editorPage.goto("/admin/members");
  await expect(editorPage.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  expect((await editorPage.request.get("/api/admin/members/export")).status()).toBe(403);
  await editorContext.close();
});

test("an image pasted into the body is uploaded, described, inserted at the cursor and shown on the published page; the toolbar formats", async ({
  page,
  context,
}) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts/new");
  await showPreview(page);
  const title = `Pictured ${run}`;
  await page.getByLabel("Title").fill(title);
  const body = page.getByLabel("Body (Markdown)");
  await body.fill("Before the image.");
  await body.press("Control+End");
  await body.press("Enter");
  await body.press("Enter");

  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#2f855a" } })
    .png()
    .toBuffer();
  await body.evaluate((element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "pasted.png", { type: "image/png" }));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, png.toString("base64"));
  const describe = page.getByRole("form", { name: "Describe the image" });
  await expect(describe).toBeVisible();
  await expectNoAxeViolations(page);
  await describe.getByLabel("Image description (alt text)").fill("A green square");
  await describe.getByRole("button", { name: "Insert image" }).click();
  await expect
    .poll(() => readBody(page))
    .toMatch(/^Before the image\.\n\n!\[A green square\]\(\/uploads\/covers\/[0-9a-f-]{36}-1600\.webp\)\n$/);
  await expect(page.getByTestId("preview").getByRole("img", { name: "A green square" })).toBeVisible();

  // The toolbar and its shortcut do the same thing.
  await body.press("Control+End");
  await body.press("Enter");
  await page.getByRole("button", { name: /^Bold/ }).click();
  await body.pressSequentially("strong");
  await body.press("End");
  await body.press("Control+i");
  await expect.poll(() => readBody(page)).toMatch(/\n\*\*strong\*\*_italic text_$/);
  await expect(page.getByTestId("preview").locator("strong")).toHaveText("strong");

  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published")).toBeVisible();
  await page.goto(`/posts/pictured-${run}`);
  const image = page.getByRole("main").getByRole("img", { name: "A green square" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
});

test("publishing asks first; canceling leaves the draft a draft", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(`Not yet ${run}`);
  await page.getByRole("button", { name: "Publish now" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish this post now?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Post published")).toHaveCount(0);

  // Before publishing, the saved draft can be read as a reader will see it.
  await page.getByLabel("Body (Markdown)").fill("## A heading\n\nThe opening words.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Preview as a reader (new tab)" }).click(),
  ]);
  await expect(preview.getByRole("heading", { level: 1, name: `Not yet ${run}` })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "A heading" })).toBeVisible();
  await expect(preview.locator(".post-body").getByText("The opening words.", { exact: true })).toBeVisible();
  await expect(preview.getByRole("status")).toContainText("not published yet");
  await expectNoAxeViolations(preview);
});

test("a session that ends mid-edit says so, keeps the text, and saves after signing in again in another tab", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(`Kept ${run}`);
  await page.getByLabel("Body (Markdown)").fill("The first words.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  const editorUrl = page.url();

  // Nothing in flight may set the session cookie again once it is gone.
  await page.waitForLoadState("networkidle");
  await context.clearCookies();
  await page.getByLabel("Body (Markdown)").fill("The first words. And what came after the session ended.");
  await page.getByRole("button", { name: "Save draft" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Your session has ended" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Sign in again (new tab)" })).toHaveAttribute("target", "_blank");
  await expectNoAxeViolations(page);

  // Another tab signs in again; this one keeps its text and saves.
  await signInAs(context, ownerEmail, "owner");
  await page.getByRole("button", { name: "Save now" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await expect(alert).toBeHidden();
  await page.reload();
  await expectBody(page, "The first words. And what came after the session ended.");

  // Signed out again, and the tab is gone: the browser's copy brings the text back.
  await page.waitForLoadState("networkidle");
  await context.clearCookies();
  await page.getByLabel("Body (Markdown)").fill("Written while signed out, then the tab was closed.");
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("groundwork:post-draft:")).length))
    .toBeGreaterThan(0);
  await expect(page.getByRole("alert").filter({ hasText: "Your session has ended" })).toBeVisible();
  await page.goto("/");
  await signInAs(context, ownerEmail, "owner");
  await page.goto(editorUrl);
  await expect(page.getByText("Restored text you had not saved")).toBeVisible();
  await expectBody(page, "Written while signed out, then the tab was closed.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.reload();
  await expectBody(page, "Written while signed out, then the tab was closed.");
  await expect(page.getByText("Restored text you had not saved")).toHaveCount(0);
});

test("a complimentary subscription: the member page speaks to the admin, offers only what applies, and asks before revoking", async ({
  page,
  context,
  browser,
}) => {
  const email = `comp-${run}@example.test`;
  const readerContext = await browser.newContext();
  await signInAs(readerContext, email, "reader");
  await readerContext.close();
  await signInAs(context, ownerEmail, "owner");
  await page.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("member-subscription")).toHaveText("None");
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByTestId("member-subscription-state")).toHaveText("No subscription");
  await expect(page.getByRole("button", { name: "Revoke complimentary" })).toHaveCount(0);
  await page.getByRole("button", { name: "Grant complimentary" }).click();
  await expect(page.getByTestId("member-subscription-state")).toHaveText("Active — Complimentary");
  await expect(page.getByText("Complimentary, with no end date.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Grant complimentary" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Revoke complimentary" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke the complimentary subscription?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("member-subscription-state")).toHaveText("Active — Complimentary");
  await page.getByRole("button", { name: "Revoke complimentary" }).click();
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByTestId("member-subscription-state")).toHaveText("No active subscription");
  await expect(page.getByText(/^Subscription ended on /)).toBeVisible();
  await expect(page.getByText(/Your subscription/)).toHaveCount(0);
  await page.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("member-subscription")).toHaveText("Ended");
});

test("admin pages have no axe violations in either theme, no hydration error, one main landmark", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const paths = ["/admin/posts", "/admin/posts/new", "/admin/tags", "/admin/members", "/admin/settings", "/admin/analytics"];
  for (const theme of ["light", "dark"]) {
    await page.goto("/admin");
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      await expect(page.locator("main")).toHaveCount(1);
      await expectNoAxeViolations(page);
    }
  }
  expect(errors.filter((text) => /hydrat|#418|Minified React error/i.test(text))).toEqual([]);
});

test("analytics: a reversed custom range says so, top posts keep their titles, and days are typed as the page writes them", async ({
  page,
  context,
  browser,
}) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/analytics?range=custom&from=2026-03-10&to=2026-03-01");
  await expect(page.getByRole("alert").filter({ hasText: "That range could not be used" })).toContainText(
    "the end date must not be before the start date",
  );
  await expect(page.getByLabel("From (YYYY-MM-DD)")).toHaveValue("2026-03-10");
  await expect(page.getByLabel("To (YYYY-MM-DD)")).toHaveValue("2026-03-01");

  await page.goto("/admin/analytics?range=7d");
  // While the page streams in, a second, hidden copy of the form can be in the document until React
  // swaps it in: typing into the outgoing one would be lost.
  await expect(page.getByLabel("From (YYYY-MM-DD)")).toHaveCount(1);
  await page.getByLabel("From (YYYY-MM-DD)").fill("2026-01-01");
  await page.getByLabel("To (YYYY-MM-DD)").fill("2026-01-31");
  await page.getByRole("button", { name: "Apply" }).click();
  // While the router swaps the page, the outgoing copy can still be in the document, hidden.
  await expect(page.getByText("2026-01-01 to 2026-01-31 (UTC)").filter({ visible: true })).toBeVisible();

  // A post a reader read today is listed under its title, given the card's room (not cut at a few
  // characters). Read by a signed-out visitor: an editor's own views are not counted.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto("/");
  await reader.getByRole("main").locator("a[href^='/posts/']").first().click();
  await expect(reader).toHaveURL(/\/posts\//);
  const title = (await reader.getByRole("heading", { level: 1 }).textContent())!.trim();
  await visitor.close();
  await expect(async () => {
    await page.goto("/admin/analytics?range=today");
    await expect(page.getByRole("region", { name: "Top posts" }).getByRole("rowheader", { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [2_000], timeout: 30_000 });
  const cell = page.getByRole("region", { name: "Top posts" }).getByRole("rowheader", { name: title });
  const { cellWidth, tableWidth } = await cell.evaluate((element) => ({
    cellWidth: element.clientWidth,
    tableWidth: element.closest("table")!.clientWidth,
  }));
  expect(cellWidth).toBeGreaterThan(tableWidth * 0.5);
  await expect(cell).toHaveAttribute("title", title);
});
