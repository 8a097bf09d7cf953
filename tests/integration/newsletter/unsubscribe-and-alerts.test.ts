import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { createUser } from "@/server/seed/factories";
import { mailPreferences, savedSearches } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { setEnvForTests } from "@/server/env";
import { createPost } from "@/server/posts/create-post";
import { publishPost } from "@/server/posts/publish-post";
import { searchPosts } from "@/server/search/postgres-engine";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { createSavedSearch } from "@/server/saved-searches/create-saved-search";
import { listSavedSearches } from "@/server/saved-searches/list-saved-searches";
import { queueDueDigests } from "@/server/saved-searches/queue-due-digests";
import { describeUnsubscribeToken, unsubscribeByToken } from "@/server/newsletter/unsubscribe-member";
import { createUnsubscribeToken, unsubscribeTokenLifetimeMs } from "@/server/mail/unsubscribe-token";
import { getMailPreferences } from "@/server/newsletter/mail-preferences";
import { createOptedInMember, grantSubscription } from "./fixtures";

describe.each(databaseTargets)("unsubscribe links and saved-search alerts on %s", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let editor: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    smtp = await startSmtpServer();
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "b".repeat(40) });
    editor = { id: (await createUser(handle.db, { role: "editor", handle: "ed" })).id, role: "editor" };
  });
  afterAll(async () => {
    closeMailTransports();
    await smtp.stop();
    await handle.close();
  });

  const publish = async (title: string, bodyMarkdown: string) => {
    const draft = await createPost({ actor: editor, fields: { title, bodyMarkdown } });
    return publishPost({ actor: editor, id: draft.id, version: draft.version });
  };

  it("a forged, expired or foreign token changes nothing; a genuine one unsubscribes, and only once is enough", async () => {
    const member = await createOptedInMember(handle.db);
    const token = createUnsubscribeToken(member.id, { kind: "posts" });
    const [payload, signature] = token.split(".");
    // The member's own signature on a payload naming someone else.
    const victim = await createOptedInMember(handle.db);
    const forged = `${Buffer.from(JSON.stringify({ u: victim.id, s: "posts", t: Math.floor(Date.now() / 1000) })).toString("base64url")}.${signature}`;
    const expired = createUnsubscribeToken(member.id, { kind: "posts" }, new Date(Date.now() - unsubscribeTokenLifetimeMs - 60_000));
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "c".repeat(40) });
    const foreign = createUnsubscribeToken(member.id, { kind: "posts" });
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: "https://news.example.test", AUTH_SECRET: "b".repeat(40) });

    for (const bad of [forged, expired, foreign, `${payload}.`, "not-a-token", ""]) {
      expect(await unsubscribeByToken(bad)).toEqual({ ok: false });
    }
    expect(await getMailPreferences(member.id)).toMatchObject({ newPosts: true });
    expect(await getMailPreferences(victim.id)).toMatchObject({ newPosts: true });

    // Looking at the link (what a GET does) changes nothing either.
    expect(await describeUnsubscribeToken(token)).toMatchObject({ ok: true, what: "posts", email: member.email });
    expect(await getMailPreferences(member.id)).toMatchObject({ newPosts: true });

    expect(await unsubscribeByToken(token)).toMatchObject({ ok: true, what: "posts" });
    expect(await getMailPreferences(member.id)).toMatchObject({ newPosts: false });
    expect(await unsubscribeByToken(token)).toMatchObject({ ok: true });
  });

  it("a saved search alerts for a new post the search page finds, and not for one it does not find", async () => {
    const subscriber = await createUser(handle.db);
    await grantSubscription(handle.db, subscriber.id);
    await createSavedSearch(subscriber.id, { name: "Gratitude", query: "gratitude journal", frequency: "instant" });
    // Created before the posts: only posts published after a search was saved alert it.
    await new Promise((resolve) => setTimeout(resolve, 20));

    const matching = await publish("Keeping a gratitude journal", "Three lines each evening in a gratitude journal.");
    const other = await publish("Cold showers", "Nothing about thankfulness here.");
    const request = {
      query: "gratitude journal",
      sort: "newest" as const,
      page: 0,
      hitsPerPage: 20,
      filters: [],
      facets: [],
      maxValuesPerFacet: 10,
      highlightPreTag: "<em>",
      highlightPostTag: "</em>",
      snippetWords: {},
      snippetEllipsisText: "…",
    };
    const found = (await searchPosts(request)).hits.map((hit) => hit.id);
    expect(found).toContain(matching.id);
    expect(found).not.toContain(other.id);

    await runDueTasks();
    const alerts = smtp.mailsTo(subscriber.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe("“Gratitude”: Keeping a gratitude journal");
    expect(alerts[0]!.text).toContain(`https://news.example.test/posts/${matching.slug}`);
    expect(alerts[0]!.text).not.toContain(other.slug);

    // Checked once: another round sends nothing more.
    await runDueTasks();
    expect(smtp.mailsTo(subscriber.email)).toHaveLength(1);
  });

  it("a saved search filtered by tag alerts only for posts with that tag", async () => {
    const subscriber = await createUser(handle.db);
    await grantSubscription(handle.db, subscriber.id);
    await createSavedSearch(subscriber.id, { name: "Sleep in focus", query: "sleep", tags: ["focus"], frequency: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const tagged = await createPost({ actor: editor, fields: { title: "Sleep and focus", bodyMarkdown: "On sleep.", tags: ["focus"] } });
    await publishPost({ actor: editor, id: tagged.id, version: tagged.version });
    await publish("Sleep without tags", "On sleep, untagged.");
    await runDueTasks();
    expect(smtp.mailsTo(subscriber.email).map((mail) => mail.subject)).toEqual(["“Sleep in focus”: Sleep and focus"]);
  });

  it("a lapsed subscriber's saved search is kept but sends nothing", async () => {
    const lapsed = await createUser(handle.db);
    await createSavedSearch(lapsed.id, { name: "Stoics", query: "stoic", frequency: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await publish("The stoic morning", "A stoic practice.");
    await runDueTasks();
    expect(smtp.mailsTo(lapsed.email)).toHaveLength(0);
    expect(await listSavedSearches(lapsed.id)).toHaveLength(1);
  });

  it("a daily search waits for one digest a day later; its unsubscribe link stops that search only", async () => {
    const subscriber = await createUser(handle.db);
    await grantSubscription(handle.db, subscriber.id);
    await handle.db.insert(mailPreferences).values({ userId: subscriber.id, newPosts: true });
    const search = await createSavedSearch(subscriber.id, { name: "Habits daily", query: "habit loop", frequency: "daily" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await publish("The habit loop", "Cue, routine, reward: the habit loop.");
    await publish("Breaking the habit loop", "Another habit loop essay.");
    await runDueTasks();
    expect(smtp.mailsTo(subscriber.email)).toHaveLength(0);

    expect(await queueDueDigests(new Date(Date.now() + 25 * 3_600_000))).toBe(1);
    await runDueTasks();
    const [digest] = smtp.mailsTo(subscriber.email);
    expect(digest?.subject).toBe("“Habits daily”: 2 new posts");
    expect(await queueDueDigests(new Date(Date.now() + 50 * 3_600_000))).toBe(0);

    const link = /https:\/\/news\.example\.test\/unsubscribe\?token=[\w.%-]+/.exec(digest!.text)![0];
    const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
    expect(await unsubscribeByToken(token)).toMatchObject({ ok: true, what: "search", searchName: "Habits daily" });
    const [row] = await handle.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row?.frequency).toBe("off");
    expect(await getMailPreferences(subscriber.id)).toMatchObject({ newPosts: true });
  });

  it("saved searches are validated and limited to 20 a subscriber", async () => {
    const subscriber = await createUser(handle.db);
    for (const bad of [
      { name: "", query: "x" },
      { name: "ok", query: "" },
      { name: "a\u0000b", query: "x" },
      { name: "ok", query: "q".repeat(201) },
    ]) {
      await expect(createSavedSearch(subscriber.id, bad)).rejects.toThrow();
    }
    for (let i = 0; i < 20; i += 1) await createSavedSearch(subscriber.id, { name: `Search ${i}`, query: `word${i}` });
    const error = await createSavedSearch(subscriber.id, { name: "One too many", query: "more" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("conflict");
  });
});
