import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { pngBytes } from "../../support/import-fixtures";
import { createPost, createTag, createUser } from "@/server/seed/factories";
import { setEnvForTests } from "@/server/env";
import { postTags } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { getUploadStorage } from "@/server/uploads/get-upload-storage";
import { streamSiteExport } from "@/server/export/stream-site-export";

/** Moving out: one zip, read as a stream, with every post as Markdown + front matter, its images, the members and the settings. */
describe.each(databaseTargets)("the owner's export on %s", (target) => {
  let handle: DatabaseHandle;
  let owner: Actor;

  beforeAll(async () => {
    setEnvForTests({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gw-export-")) });
    handle = await createTestDatabase(target);
    const author = await createUser(handle.db, { role: "owner", email: "owner@example.test", name: "Olu Owner", handle: "olu" });
    owner = { id: author.id, role: "owner" };
    await getUploadStorage().put("covers/0b7e1c1a-1111-4222-8333-444455556666-640.png", await pngBytes(), "image/png");
    const tag = await createTag(handle.db, { name: "Habits: daily", slug: "habits" });
    const cover = "/uploads/covers/0b7e1c1a-1111-4222-8333-444455556666-640.png";
    const post = await createPost(handle.db, {
      slug: "quiet-hour",
      title: 'The "Quiet" Hour: a #1 habit',
      excerpt: "Why the first hour\ndecides the day",
      bodyMarkdown: `Intro.\n\n![A desk](${cover})\n\nMore.`,
      coverImageUrl: cover,
      coverImageAlt: "A desk",
      status: "published",
      access: "paid",
      publishedAt: new Date("2026-03-04T08:00:00.000Z"),
      authorId: author.id,
    });
    await handle.db.insert(postTags).values({ postId: post.id, tagId: tag.id });
    for (let i = 0; i < 7; i++) await createPost(handle.db, { slug: `draft-${i}`, title: `Draft ${i}`, authorId: author.id });
    await createUser(handle.db, { email: "=cmd|calc@example.test", handle: "formula" });
  });
  afterAll(() => handle.close());

  const download = async (actor: Actor) => {
    const reader = streamSiteExport({ actor, batchSize: 3 }).getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    return { files: unzipSync(bytes), chunks: chunks.length };
  };

  it("holds every post with its front matter, each image once, the members CSV and the settings, written in many chunks", async () => {
    const { files, chunks } = await download(owner);
    expect(chunks).toBeGreaterThan(5);
    const names = Object.keys(files).sort();
    expect(names.filter((name) => name.startsWith("posts/"))).toHaveLength(8);
    expect(names).toContain("images/covers/0b7e1c1a-1111-4222-8333-444455556666-640.png");
    expect(names).toEqual(expect.arrayContaining(["members.csv", "settings.json"]));

    const text = new TextDecoder().decode(files["posts/quiet-hour.md"]);
    expect(text.split("\n")).toEqual([
      "---",
      'title: "The \\"Quiet\\" Hour: a #1 habit"',
      'slug: "quiet-hour"',
      'status: "published"',
      'access: "paid"',
      "published_at: 2026-03-04T08:00:00.000Z",
      expect.stringMatching(/^created_at: \d{4}-/),
      expect.stringMatching(/^updated_at: \d{4}-/),
      "tags:",
      '  - "Habits: daily"',
      "author:",
      '  name: "Olu Owner"',
      '  email: "owner@example.test"',
      '  handle: "olu"',
      'excerpt: "Why the first hour\\ndecides the day"',
      "cover:",
      '  url: "../images/covers/0b7e1c1a-1111-4222-8333-444455556666-640.png"',
      '  alt: "A desk"',
      "---",
      "Intro.",
      "",
      "![A desk](../images/covers/0b7e1c1a-1111-4222-8333-444455556666-640.png)",
      "",
      "More.",
      "",
    ]);
    const members = new TextDecoder().decode(files["members.csv"]);
    expect(members.split("\r\n")[0]).toBe("email,handle,role,joined,subscription,source,name,email_opt_in,until,stripe_customer_id");
    expect(members).toContain("'=cmd|calc@example.test,formula,reader");
    expect(JSON.parse(new TextDecoder().decode(files["settings.json"]))).toHaveProperty("siteName");
  });

  it("is for owners only", async () => {
    const editor: Actor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    expect(() => streamSiteExport({ actor: editor })).toThrow(AppError);
  });
});
