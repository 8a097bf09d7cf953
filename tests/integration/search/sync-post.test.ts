import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import type { DatabaseHandle } from "@/server/db/open";
import { postTags, posts } from "@/server/db/schema";
import { createPost, createTag, createUser } from "@/server/seed/factories";
import type { SearchRequest } from "@/server/search/engine";
import { searchPostgres } from "@/server/search/postgres-engine";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";
import { removePostFromSearch, syncPostToSearch } from "@/server/search/sync-post";

const request = (query: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  query,
  sort: "newest",
  page: 0,
  hitsPerPage: 20,
  filters: [],
  facets: ["tags"],
  maxValuesPerFacet: 10,
  highlightPreTag: "<em>",
  highlightPostTag: "</em>",
  snippetWords: {},
  snippetEllipsisText: "…",
  ...extra,
});

describe.each(databaseTargets)("keeping search in step on %s", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
    await rebuildSearchIndex(handle.db);
    // initdb of a fresh PGlite can take a minute on a busy 2-core machine
  }, 180_000);
  afterAll(() => handle?.close());
  const ids = async (query: string, extra?: Partial<SearchRequest>) =>
    (await searchPostgres(handle, request(query, extra))).hits.map((hit) => hit.id);

  it("finds a post once published, with new words by prefix and typo; forgets it when unpublished or deleted", async () => {
    const author = await createUser(handle.db, { handle: "writer" });
    const post = await createPost(handle.db, { title: "Draft on equanimity", status: "draft", authorId: author.id });
    await syncPostToSearch(post.id);
    expect(await ids("equanimity")).toEqual([]);

    await handle.db
      .update(posts)
      .set({ status: "published", publishedAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, post.id));
    await syncPostToSearch(post.id);
    expect(await ids("equanimity")).toEqual([post.id]);
    expect(await ids("equanim")).toEqual([post.id]);
    expect(await ids("equanimty")).toEqual([post.id]);

    await handle.db.update(posts).set({ title: "On steadiness" }).where(eq(posts.id, post.id));
    await syncPostToSearch(post.id);
    expect(await ids("equanimity")).toEqual([]);
    expect(await ids("steadiness")).toEqual([post.id]);

    await handle.db.update(posts).set({ status: "draft" }).where(eq(posts.id, post.id));
    await syncPostToSearch(post.id);
    expect(await ids("steadiness")).toEqual([]);

    await handle.db.update(posts).set({ status: "published" }).where(eq(posts.id, post.id));
    await syncPostToSearch(post.id);
    expect(await ids("steadiness")).toEqual([post.id]);
    await removePostFromSearch(post.id);
    expect(await ids("steadiness")).toEqual([]);
  });

  it("reflects tag changes after a sync, in filters and facet counts", async () => {
    const tag = await createTag(handle.db, { slug: "stoicism", name: "Stoicism" });
    const post = await createPost(handle.db, { title: "Marcus at dawn" });
    await syncPostToSearch(post.id);
    expect(await ids("", { filters: [[{ facet: "tags", value: "stoicism", negated: false }]] })).toEqual([]);
    await handle.db.insert(postTags).values({ postId: post.id, tagId: tag.id });
    await syncPostToSearch(post.id);
    expect(await ids("", { filters: [[{ facet: "tags", value: "stoicism", negated: false }]] })).toEqual([post.id]);
    expect(await ids("stoicism")).toEqual([post.id]);
    const result = await searchPostgres(handle, request("marcus"));
    expect(result.facets.tags).toEqual({ stoicism: 1 });
  });

  it("shows a scheduled post only once its time has come", async () => {
    const post = await createPost(handle.db, {
      title: "Tomorrow's serendipity",
      status: "scheduled",
      publishedAt: new Date(Date.now() + 60_000),
    });
    await syncPostToSearch(post.id);
    expect(await ids("serendipity")).toEqual([]);
    await handle.db
      .update(posts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, post.id));
    await syncPostToSearch(post.id);
    expect(await ids("serendipity")).toEqual([post.id]);
  });
});
