import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import type { Post, Tag, User } from "@/server/db/schema";
import { createPost, createTag, createUser } from "@/server/seed/factories";
import { getAuthorByHandle } from "@/server/posts/get-author-by-handle";
import { getPostPageBySlug } from "@/server/posts/get-post-page-by-slug";
import { getTagBySlug } from "@/server/posts/get-tag-by-slug";
import { listFeedPosts } from "@/server/posts/list-feed-posts";
import { listPublishedPosts } from "@/server/posts/list-published-posts";
import { listSitemapEntries } from "@/server/posts/list-sitemap-entries";
import { listTagsWithCounts } from "@/server/posts/list-tags-with-counts";
import { createTestDatabase, databaseTargets } from "../../support/db";

const now = new Date("2026-06-01T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const hours = (h: number) => h * 3_600_000;

describe.each(databaseTargets)("reading the public posts on %s", (target) => {
  let handle: DatabaseHandle;
  let alice: User, bob: User, dana: User;
  let habits: Tag, focus: Tag, rest: Tag;
  const published: Post[] = []; // newest first
  let draft: Post, pastDatedDraft: Post, futureScheduled: Post, dueScheduled: Post;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    const db = handle.db;
    alice = await createUser(db, { handle: "alice", name: "Alice Moreau", role: "editor", bio: "Writes about habits." });
    bob = await createUser(db, { handle: "Bob", name: "Bob Stone", role: "editor" });
    dana = await createUser(db, { handle: "dana", name: "Dana Only-Drafts", role: "editor" });
    await createUser(db, { handle: "carol", name: "Carol Reader" });
    habits = await createTag(db, { slug: "habits", name: "Habits" });
    focus = await createTag(db, { slug: "focus", name: "Focus" });
    rest = await createTag(db, { slug: "rest", name: "Rest" });

    // 15 published posts, one a day; the days 2 and 3 ones share their timestamp.
    for (let day = 1; day <= 15; day++) {
      const tagIds = day % 3 === 0 ? [habits.id, focus.id] : day % 2 === 0 ? [habits.id] : [focus.id];
      const publishedAt = day === 3 ? daysAgo(2) : daysAgo(day);
      published.push(
        await createPost(db, {
          slug: `published-${day}`,
          title: `Published ${day}`,
          authorId: day <= 5 ? bob.id : alice.id,
          tagIds,
          publishedAt,
        }),
      );
    }
    draft = await createPost(db, { slug: "a-draft", title: "A draft", status: "draft", authorId: dana.id, tagIds: [rest.id, habits.id] });
    pastDatedDraft = await createPost(db, {
      slug: "past-dated-draft",
      status: "draft",
      publishedAt: daysAgo(1),
      authorId: alice.id,
      tagIds: [habits.id],
    });
    futureScheduled = await createPost(db, {
      slug: "future",
      title: "Future",
      status: "scheduled",
      publishedAt: new Date(now.getTime() + hours(1)),
      authorId: alice.id,
      tagIds: [habits.id, focus.id],
    });
    dueScheduled = await createPost(db, {
      slug: "due",
      title: "Due",
      status: "scheduled",
      publishedAt: new Date(now.getTime() - hours(1)),
      authorId: bob.id,
      tagIds: [focus.id],
    });
  });

  afterAll(async () => {
    await handle?.close();
  });

  const hidden = () => [draft.slug, pastDatedDraft.slug, futureScheduled.slug];

  it("lists public posts newest first, 12 a page, with author and tags", async () => {
    const first = await listPublishedPosts({ page: 1, now });
    expect(first.total).toBe(16);
    expect(first.pageCount).toBe(2);
    expect(first.posts).toHaveLength(12);
    expect(first.posts[0]!.slug).toBe(dueScheduled.slug);
    const times = first.posts.map((post) => post.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const card = first.posts.find((post) => post.slug === "published-6")!;
    expect(card.author).toEqual({ id: alice.id, handle: "alice", name: "Alice Moreau", bio: "Writes about habits.", image: null });
    expect(card.tags.map((tag) => tag.slug)).toEqual(["focus", "habits"]);
    expect(JSON.stringify(first)).not.toContain("@example.com");
  });

  it("paginates without overlap or gaps, even for equal publish times", async () => {
    const first = await listPublishedPosts({ page: 1, now });
    const second = await listPublishedPosts({ page: 2, now });
    expect(second.posts).toHaveLength(4);
    const slugs = [...first.posts, ...second.posts].map((post) => post.slug);
    expect(new Set(slugs).size).toBe(16);
    const beyond = await listPublishedPosts({ page: 3, now });
    expect(beyond.posts).toEqual([]);
    expect(beyond.pageCount).toBe(2);
  });

  it("rejects a nonsensical page", async () => {
    await expect(listPublishedPosts({ page: 0, now })).rejects.toThrow();
    await expect(listPublishedPosts({ page: 1.5, now })).rejects.toThrow();
  });

  it("hides drafts and posts not yet due everywhere", async () => {
    const everything = await listPublishedPosts({ pageSize: 100, now });
    const byTag = await listPublishedPosts({ pageSize: 100, tagSlug: "habits", now });
    const byAuthor = await listPublishedPosts({ pageSize: 100, authorHandle: "alice", now });
    const feed = await listFeedPosts(50, now);
    const sitemap = await listSitemapEntries(now);
    // published-6 has both tags the hidden posts carry (habits, focus): all its relatives, not just 3.
    const related = (await getPostPageBySlug("published-6", now, 100))!.related;
    const listed = [...everything.posts, ...byTag.posts, ...byAuthor.posts, ...feed, ...related].map((post) => post.slug);
    listed.push(...sitemap.posts.map((post) => post.slug));
    for (const slug of hidden()) {
      expect(listed).not.toContain(slug);
      expect(await getPostPageBySlug(slug, now)).toBeNull();
    }
    const tagCounts = await listTagsWithCounts(now);
    expect(tagCounts.map((tag) => tag.slug)).not.toContain("rest");
    expect(sitemap.tags.map((tag) => tag.slug)).not.toContain("rest");
    expect(await getAuthorByHandle("dana", now)).toBeNull();
    expect(await getAuthorByHandle("carol", now)).toBeNull();
    expect(sitemap.authors.map((author) => author.handle).sort()).toEqual(["Bob", "alice"]);
  });

  it("shows a scheduled post by itself once its time has passed", async () => {
    const later = new Date(now.getTime() + hours(2));
    expect(await getPostPageBySlug("future", now)).toBeNull();
    const post = (await getPostPageBySlug("future", later))?.post;
    expect(post?.title).toBe("Future");
    expect(post?.bodyMarkdown).toContain("Some thoughts");
    const listing = await listPublishedPosts({ now: later });
    expect(listing.posts[0]!.slug).toBe("future");
    expect(listing.total).toBe(17);
    expect((await listFeedPosts(1, later))[0]!.slug).toBe("future");
  });

  it("filters by tag and by author (handle in any case)", async () => {
    const byTag = await listPublishedPosts({ tagSlug: "habits", pageSize: 100, now });
    expect(byTag.total).toBe(byTag.posts.length);
    expect(byTag.posts.length).toBeGreaterThan(0);
    for (const post of byTag.posts) expect(post.tags.map((tag) => tag.slug)).toContain("habits");
    expect((await listPublishedPosts({ tagSlug: "no-such-tag", now })).total).toBe(0);

    const byBob = await listPublishedPosts({ authorHandle: "bob", pageSize: 100, now });
    expect(byBob.posts.map((post) => post.slug).sort()).toEqual([
      "due",
      "published-1",
      "published-2",
      "published-3",
      "published-4",
      "published-5",
    ]);
    expect(byBob.posts.every((post) => post.author.handle === "Bob")).toBe(true);
  });

  it("finds tags and authors for their pages", async () => {
    expect(await getTagBySlug("focus")).toMatchObject({ slug: "focus", name: "Focus" });
    expect(await getTagBySlug("nope")).toBeNull();
    expect(await getAuthorByHandle("ALICE", now)).toMatchObject({ handle: "alice", name: "Alice Moreau" });
    const counts = await listTagsWithCounts(now);
    const focusCount = (await listPublishedPosts({ tagSlug: "focus", now })).total;
    expect(counts.find((tag) => tag.slug === "focus")?.postCount).toBe(focusCount);
  });

  it("links each post to the older and newer public posts, skipping hidden ones", async () => {
    const adjacentOf = async (slug: string) => (await getPostPageBySlug(slug, now))!.adjacent;
    expect(await adjacentOf("due")).toEqual({ previous: expect.objectContaining({ slug: "published-1" }), next: null });

    const atEnd = await adjacentOf("published-15");
    expect(atEnd.previous).toBeNull();
    expect(atEnd.next?.slug).toBe("published-14");

    // Walking "previous" from the newest visits every public post once, in listing order.
    const listing = await listPublishedPosts({ pageSize: 100, now });
    const walked: string[] = [];
    let current: string | undefined = "due";
    while (current) {
      walked.push(current);
      current = (await adjacentOf(current)).previous?.slug;
    }
    expect(walked).toEqual(listing.posts.map((post) => post.slug));
  });

  it("shows a post with its author and tags, and up to 3 public posts sharing a tag, most shared tags first", async () => {
    const page = (await getPostPageBySlug("published-6", now))!; // day 6: habits + focus
    expect(page.post).toMatchObject({ slug: "published-6", title: "Published 6", publishedAt: daysAgo(6).toISOString() });
    expect(page.post.author).toEqual({ id: alice.id, handle: "alice", name: "Alice Moreau", bio: "Writes about habits.", image: null });
    expect(page.post.tags.map((tag) => tag.slug)).toEqual(["focus", "habits"]);
    expect(JSON.stringify(page)).not.toContain("@example.com");
    const related = page.related;
    expect(related).toHaveLength(3);
    expect(related.map((r) => r.slug)).not.toContain("published-6");
    // Posts on days 3, 9, 12 and 15 share both tags; the newest three of them come first.
    expect(related.map((r) => r.slug)).toEqual(["published-3", "published-9", "published-12"]);
    expect(related[0]!.tags.map((tag) => tag.slug)).toEqual(["focus", "habits"]);
  });

  it("relates nothing to a post without tags", async () => {
    // Dated before every other post, and the last test: the counts above are unchanged.
    await createPost(handle.db, { slug: "untagged", title: "Untagged", authorId: bob.id, tagIds: [], publishedAt: daysAgo(30) });
    const page = await getPostPageBySlug("untagged", now);
    expect(page?.post.tags).toEqual([]);
    expect(page?.related).toEqual([]);
    expect(page?.adjacent.next?.slug).toBe("published-15");
  });
});
