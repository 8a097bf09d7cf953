import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInAs } from "./support/admin-sign-in";

// The editor's desk (#31): slugs that exist, field limits. Selectors are labels and roles only.
const ownerEmail = "owner@groundwork.local";
const run = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

test.describe.configure({ timeout: 120_000 });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a title another post has gets its slug with -2, shown in the field and editable", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  const title = `Same words ${run}`;
  for (const _ of [1, 2]) {
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved")).toBeVisible();
  }
  await expect(page.getByLabel("Slug")).toHaveValue(`same-words-${run}-2`);
  await expect(page.getByTestId("post-slug-note")).toContainText(`this one is at “same-words-${run}-2”`);
  await page.getByLabel("Slug").fill(`other-words-${run}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Slug")).toHaveValue(`other-words-${run}`);
  // A typed slug that is taken is refused at the field, naming the free one.
  await page.getByLabel("Slug").fill(`same-words-${run}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`“same-words-${run}-2” is free`).first()).toBeVisible();
});

test("an over-long title is counted as it is typed, refused at the field, and the text is kept", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts/new");
  const title = page.getByLabel("Title");
  await title.fill("Short");
  await expect(page.getByTestId("post-title-length")).toHaveText("5 / 200");
  const long = `Long ${run} ${"word ".repeat(45)}`.trim();
  await title.fill(long);
  await expect(page.getByTestId("post-title-length")).toHaveText(`${long.length} / 200: ${long.length - 200} over the limit`);
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`Not saved: the title is ${long.length} characters, 200 at most.`)).toBeVisible();
  await expect(title).toHaveValue(long);
  const excerpt = page.getByLabel("Excerpt");
  await excerpt.fill("e".repeat(501));
  await expect(page.getByTestId("post-excerpt-length")).toHaveText("501 / 500: 1 over the limit");
  await title.fill(`Fits ${run}`);
  await excerpt.fill("A fine excerpt.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.reload();
  await expect(title).toHaveValue(`Fits ${run}`);
});

test("a 15 MB camera photo is accepted as a cover and resized; a HEIC photo gets how to convert it", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts/new");
  await page.getByLabel("Title").fill(`Big photo ${run}`);
  const noise = Buffer.alloc(2800 * 2000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width: 2800, height: 2000, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .withExif({ IFD0: { Make: "Canon" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 30/1" } })
    .toBuffer();
  expect(jpeg.byteLength).toBeGreaterThan(10 * 1024 * 1024);
  const cover = page.getByRole("group", { name: "Cover image" });
  await cover.getByLabel("Upload an image").setInputFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: jpeg });
  const preview = cover.getByRole("img");
  await expect(preview).toBeVisible({ timeout: 60_000 });
  const src = await preview.getAttribute("src");
  const stored = await page.request.get(src!);
  expect(stored.status()).toBe(200);
  const meta = await sharp(await stored.body()).metadata();
  expect([meta.format, meta.width, meta.exif]).toEqual(["webp", 640, undefined]);

  const heic = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypheic\0\0\0\0mif1heic"), 0, 0, 0, 0]);
  await cover.getByLabel("Replace image").setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: heic });
  await expect(cover.getByRole("alert")).toContainText("Convert it to JPEG");
});

test("analytics: a reversed or out-of-range date range gets a message on the page, not an error page", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  for (const [query, message] of [
    ["from=2026-03-02&to=2026-03-01", "the end date must not be before the start date"],
    ["from=0206-01-01&to=0206-01-05", "before 2000-01-01"],
    ["from=2999-01-01&to=2999-01-05", "the start date is after today"],
  ] as const) {
    const response = await page.goto(`/admin/analytics?range=custom&${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("#range-error")).toContainText(message);
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  }
});

const widthOf = (page: Page, testId: string) => page.getByTestId(testId).evaluate((element) => element.getBoundingClientRect().width);
const bodyWidth = (page: Page) => page.getByLabel("Body (Markdown)").evaluate((element) => element.getBoundingClientRect().width);

test("the writing pane takes most of the width at 1280 px, with write / split / preview and a focus mode", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/posts/new");
  const views = page.getByRole("group", { name: "Body view" });
  await expect(views.getByRole("button", { name: "Write" })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Title").fill(`Wide ${run}`);
  await page.getByLabel("Body (Markdown)").fill("## A heading\n\nSome words.");
  const writing = await bodyWidth(page);
  console.log(`[measure] body pane at 1280 px, write view: ${Math.round(writing)} px`);
  expect(writing).toBeGreaterThan(640);
  await expect(page.getByTestId("preview")).toHaveCount(0);

  await views.getByRole("button", { name: "Split" }).click();
  await expect(page.getByTestId("preview").getByRole("heading", { name: "A heading" })).toBeVisible();
  console.log(`[measure] split view: body ${Math.round(await bodyWidth(page))} px`);

  await views.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByLabel("Body (Markdown)")).toBeHidden();
  await expect(page.getByTestId("preview")).toContainText("Some words.");

  // The choice is kept in this browser.
  await page.reload();
  await expect(page.getByRole("group", { name: "Body view" }).getByRole("button", { name: "Preview" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("group", { name: "Body view" }).getByRole("button", { name: "Write" }).click();

  await page.getByRole("button", { name: "Focus mode" }).click();
  await expect(page.getByRole("button", { name: "Focus mode" })).toHaveAttribute("aria-pressed", "true");
  expect(await widthOf(page, "writing-pane")).toBeGreaterThanOrEqual(1240);
  const focused = await bodyWidth(page);
  console.log(`[measure] focus mode: body ${Math.round(focused)} px`);
  expect(focused).toBeGreaterThan(800);
  const cover = await page
    .getByTestId("writing-pane")
    .evaluate((element) => ({ position: getComputedStyle(element).position, height: element.getBoundingClientRect().height }));
  expect(cover.position).toBe("fixed");
  expect(cover.height).toBeGreaterThanOrEqual(780);
  await page.getByLabel("Body (Markdown)").press("Escape");
  await expect(page.getByRole("button", { name: "Focus mode" })).toHaveAttribute("aria-pressed", "false");
  expect(await page.getByTestId("writing-pane").evaluate((element) => getComputedStyle(element).position)).toBe("static");
  await expectNoAxeViolations(page);
});

test("the editor is usable on a tablet: no sideways scroll, the body wide, the toolbar and settings reachable", async ({
  page,
  context,
}) => {
  await signInAs(context, ownerEmail, "owner");
  for (const size of [
    { width: 820, height: 1180 },
    { width: 1180, height: 820 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/admin/posts/new");
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await bodyWidth(page)).toBeGreaterThan(size.width * 0.45);
    await expect(page.getByRole("button", { name: /^Bold/ })).toBeVisible();
    await page.getByRole("button", { name: "Save draft" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Save draft" })).toBeInViewport();
  }
});

test("the tags suggestions open inside the post settings and the main landmark, and pass axe while open", async ({ page, context }) => {
  await signInAs(context, ownerEmail, "owner");
  await page.goto("/admin/posts/new");
  const tags = page.getByRole("combobox", { name: "Tags" });
  await tags.fill(`Calm ${run}`);
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  await expect(suggestions.getByRole("option", { name: `Create “Calm ${run}”` })).toBeVisible();
  await expect(tags).toHaveAttribute("aria-expanded", "true");
  // Not portalled to the end of the body, outside every landmark: beside the box, in the post settings, in main.
  await expect(page.getByRole("main").getByRole("complementary", { name: "Post settings" }).getByRole("listbox")).toBeVisible();
  await expectNoAxeViolations(page);
  await suggestions.getByRole("option", { name: `Create “Calm ${run}”` }).click();
  await expect(page.getByRole("button", { name: `Remove tag Calm ${run}` })).toBeVisible();
  await expect(suggestions).toHaveCount(0);
});
