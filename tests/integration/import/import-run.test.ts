import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { pngBytes, startImageServer, writeFixtureFile, writeFixtureZip } from "../../support/import-fixtures";
import { createUser } from "@/server/seed/factories";
import { setEnvForTests } from "@/server/env";
import { auditLog, importProblems, importRuns, mailPreferences, posts, redirects, subscriptions, users } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { createImportRun } from "@/server/import/create-import-run";
import { runImport } from "@/server/import/run-import";
import { undoImportRun } from "@/server/import/undo-import-run";
import { startImportRun } from "@/server/import/start-import-run";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { getUploadStorage } from "@/server/uploads/get-upload-storage";
import { answerLegacyRedirect } from "@/server/http/answer-legacy-redirect";
import { forgetRedirectPaths } from "@/server/import/find-redirect";
import { grantImportedComplimentary } from "@/server/import/grant-imported-complimentary";

describe.each(databaseTargets)("importing an export on %s", (target) => {
  let handle: DatabaseHandle;
  let owner: Actor;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let substackZip: string;

  beforeAll(async () => {
    images = await startImageServer();
    setEnvForTests({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gw-import-data-")), IMPORT_FETCH_PRIVATE_HOSTS: "true" });
    handle = await createTestDatabase(target);
    owner = { id: (await createUser(handle.db, { role: "owner", email: "owner@example.test" })).id, role: "owner" };
    substackZip = writeFixtureZip("substack", images.origin);
  });
  afterAll(async () => {
    await handle.close();
    await images.close();
  });

  const importFile = async (file: string, fileName = "export.zip") => {
    const { run, plan } = await createImportRun({ actor: owner, fileName, sourcePath: file });
    await runImport(run.id);
    const [done] = await handle.db.select().from(importRuns).where(eq(importRuns.id, run.id));
    const problems = await handle.db.select().from(importProblems).where(eq(importProblems.runId, run.id));
    return { run: done!, plan, problems: problems.map((p) => `${p.item}: ${p.message}`) };
  };

  it("a Substack export: the dry run says what the run then does; posts, images, old links and members arrive", async () => {
    const { run, plan, problems } = await importFile(substackZip);
    expect(plan.posts).toEqual({ create: 5, unchanged: 0, renamed: [] });
    expect(plan.members).toEqual({ create: 4, existing: 0, unchanged: 0 });
    expect(run).toMatchObject({ status: "done", done: 9, total: 9, outcome: { created: 9 } });

    const rows = await handle.db.select().from(posts);
    const bySlug = new Map(rows.map((post) => [post.slug, post]));
    const quiet = bySlug.get("the-quiet-hour")!;
    expect(quiet).toMatchObject({
      status: "published",
      excerpt: "Why the first hour decides the day",
      hasCustomExcerpt: true,
      authorId: owner.id,
    });
    const stored = /!\[Morning light on the desk\]\((\/uploads\/imports\/[a-f0-9]+-1600\.webp)\)/.exec(quiet.bodyMarkdown)?.[1];
    expect(stored).toBeDefined();
    expect((await getUploadStorage().get(stored!.replace("/uploads/", "")))?.contentType).toBe("image/webp");
    expect(quiet.bodyMarkdown).toContain(`![A file that is not an image](${images.origin}/not-an-image.png)`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/The Quiet Hour.*not-an-image\.png kept at its old address: the file is not a JPEG, PNG, WebP or GIF image/),
        expect.stringMatching(/Notes for Members.*missing\.png kept at its old address: the old host answered 404/),
      ]),
    );
    // The old home's audience is the access level here.
    expect(bySlug.get("the-deep-work-ledger")).toMatchObject({ status: "published", access: "paid" });
    expect(bySlug.get("notes-for-members")).toMatchObject({ status: "published", access: "members" });
    expect(quiet.access).toBe("public");
    expect(bySlug.get("unfinished-thoughts")?.status).toBe("draft");
    expect(await handle.db.select({ path: redirects.path }).from(redirects).where(eq(redirects.postId, quiet.id))).toEqual([
      { path: "/p/the-quiet-hour" },
    ]);

    const member = async (email: string) => (await handle.db.select().from(users).where(eq(users.email, email)))[0];
    const comp = await member("comp.reader@example.com");
    expect(
      await handle.db
        .select({ source: subscriptions.source, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.userId, comp!.id)),
    ).toEqual([{ source: "complimentary", status: "active" }]);
    const quietReader = await member("quiet.reader@example.com");
    expect(await handle.db.select().from(mailPreferences).where(eq(mailPreferences.userId, quietReader!.id))).toEqual([]);
    const free = await member("free.reader@example.com");
    expect((await handle.db.select().from(mailPreferences).where(eq(mailPreferences.userId, free!.id)))[0]?.newPosts).toBe(true);
    expect(
      await handle.db
        .select({ summary: auditLog.summary })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "import"), eq(auditLog.entityId, run.id))),
    ).toEqual([{ summary: expect.stringMatching(/^Imported export\.zip \(substack\): 9 created/) }]);
    // Each image was fetched once, however often it appears.
    expect(images.requests.filter((name) => name === "morning.png")).toHaveLength(1);
  });

  it("old links answer 301 to the post; paying members without Stripe get complimentary access in bulk", async () => {
    forgetRedirectPaths();
    const moved = await answerLegacyRedirect("GET", "/p/the-quiet-hour/", "?utm_source=old");
    expect(moved?.status).toBe(301);
    expect(moved?.headers.location).toBe("/posts/the-quiet-hour?utm_source=old");
    expect(await answerLegacyRedirect("GET", "/p/never-was", "")).toBeNull();
    expect(await answerLegacyRedirect("POST", "/p/the-quiet-hour", "")).toBeNull();

    const [run] = await handle.db.select().from(importRuns).where(eq(importRuns.format, "substack"));
    expect(run!.outcome).toMatchObject({ paidWithoutStripe: 1 });
    expect(await grantImportedComplimentary({ actor: owner, runId: run!.id })).toBe(1);
    const [paying] = await handle.db.select().from(users).where(eq(users.email, "paying.reader@example.com"));
    const rows = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, paying!.id));
    expect(rows).toEqual([
      expect.objectContaining({ source: "complimentary", status: "active", currentPeriodEnd: new Date("2031-05-01T10:00:00.000Z") }),
    ]);
  });

  it("the same file again: the dry run and the run both say nothing changes", async () => {
    const before = await handle.db.select({ count: sql<number>`count(*)::int` }).from(posts);
    const { run, plan } = await importFile(substackZip);
    expect(plan.posts).toMatchObject({ create: 0, unchanged: 5 });
    expect(plan.members).toEqual({ create: 0, existing: 0, unchanged: 4 });
    expect(run.outcome).toEqual({ unchanged: 9 });
    expect(await handle.db.select({ count: sql<number>`count(*)::int` }).from(posts)).toEqual(before);
  });

  it("a Ghost export with its images: authors become editors, tags merge, slugs that clash are renamed and reported", async () => {
    const png = await pngBytes();
    const zip = writeFixtureZip("ghost", images.origin, {
      "content/images/2024/05/mind.png": png,
      "content/images/2024/05/cover.png": png,
    });
    await handle.db.insert(posts).values({ slug: "beginners-mind", title: "Already here", authorId: owner.id });
    const { plan, run, problems } = await importFile(zip);
    expect(plan.posts.renamed).toEqual([{ title: "Beginner's Mind", from: "beginners-mind", to: "beginners-mind-2" }]);
    expect(plan.authors).toEqual({
      matched: 0,
      create: ["Ada Ghostwriter <ada@ghost.example>", "Ben Editor <ben@ghost.example>"],
      toImporter: [],
    });
    expect(run.outcome).toEqual({ created: 5 });
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringContaining("Slug “beginners-mind” was taken: imported as “beginners-mind-2”.")]),
    );
    const [post] = await handle.db.select().from(posts).where(eq(posts.slug, "beginners-mind-2"));
    expect(post!.coverImageUrl).toMatch(/^\/uploads\/imports\/[a-f0-9]+-1600\.webp$/);
    expect(post!.bodyMarkdown).toMatch(/!\[An open notebook\]\(\/uploads\/imports\//);
    const [ada] = await handle.db.select().from(users).where(eq(users.email, "ada@ghost.example"));
    expect(ada).toMatchObject({ role: "editor", emailVerified: null, name: "Ada Ghostwriter" });
    expect(post!.authorId).toBe(ada!.id);
    const [scheduled] = await handle.db.select().from(posts).where(eq(posts.slug, "coming-soon"));
    expect(scheduled).toMatchObject({ status: "scheduled", access: "paid", publishedAt: new Date("2031-01-01T09:00:00.000Z") });
  });

  it("started as a task: queued with its task, run by the task runner to the end, and not startable twice", async () => {
    const { run } = await createImportRun({
      actor: owner,
      fileName: "members.csv",
      sourcePath: writeFixtureFile("beehiiv/subscribers.csv"),
    });
    expect(await startImportRun({ actor: owner, runId: run.id })).toMatchObject({ status: "queued" });
    await expect(startImportRun({ actor: owner, runId: run.id })).rejects.toThrow("already started");
    await runDueTasks({ kinds: ["import.run"] });
    const [done] = await handle.db.select().from(importRuns).where(eq(importRuns.id, run.id));
    expect(done).toMatchObject({ status: "done", done: 3, total: 3, outcome: { created: 3 } });
  });

  it("undo removes what the import made and nobody touched since, and the file can come in again", async () => {
    const { run } = await importFile(writeFixtureZip("medium", images.origin));
    const medium = await handle.db.select().from(posts).where(eq(posts.slug, "basic-post-title"));
    expect(medium).toHaveLength(1);
    const result = await undoImportRun({ actor: owner, runId: run.id });
    expect(result).toEqual({ postsRemoved: 2, postsKept: 0, membersRemoved: 0, membersKept: 0 });
    expect(await handle.db.select().from(posts).where(eq(posts.slug, "basic-post-title"))).toEqual([]);
    expect(await handle.db.select().from(redirects).where(eq(redirects.path, "/p/abcd1234ef56"))).toEqual([]);
    const again = await importFile(writeFixtureZip("medium", images.origin));
    expect(again.run.outcome).toEqual({ created: 2 });
  });
});
