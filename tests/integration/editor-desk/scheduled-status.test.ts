import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createPost, createUser } from "@/server/seed/factories";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { listAdminPosts } from "@/server/posts/list-admin-posts";
import { getPostForEdit } from "@/server/posts/get-post-for-edit";
import { toPostSnapshot } from "@/server/posts/to-post-snapshot";
import { effectivePostStatus } from "@/lib/effective-post-status";

const HOUR = 3_600_000;

describe("effectivePostStatus", () => {
  const now = new Date("2026-11-28T00:00:00Z");
  it("a scheduled post whose time has come is published; one still ahead stays scheduled", () => {
    expect(effectivePostStatus("scheduled", new Date(now.getTime() - 1), now)).toBe("published");
    expect(effectivePostStatus("scheduled", now.toISOString(), now)).toBe("published");
    expect(effectivePostStatus("scheduled", new Date(now.getTime() + 1), now)).toBe("scheduled");
    expect(effectivePostStatus("draft", null, now)).toBe("draft");
    expect(effectivePostStatus("published", new Date(now.getTime() + HOUR), now)).toBe("published");
  });
});

describe.each(databaseTargets)("a scheduled post past its time in the admin on %s", (target) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  let wentLive: string;
  let ahead: string;
  let published: string;
  let draft: string;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    const now = Date.now();
    wentLive = (await createPost(handle.db, { title: "Went live", status: "scheduled", publishedAt: new Date(now - HOUR) })).id;
    ahead = (await createPost(handle.db, { title: "Still ahead", status: "scheduled", publishedAt: new Date(now + 24 * HOUR) })).id;
    published = (await createPost(handle.db, { title: "Published long ago" })).id;
    draft = (await createPost(handle.db, { title: "A draft", status: "draft" })).id;
  });
  afterAll(() => handle.close());

  const idsFor = async (status?: "draft" | "scheduled" | "published") =>
    (await listAdminPosts({ actor: editor, query: { status } })).items.map((item) => [item.id, item.status] as const);

  it("the list shows it as Published, and the filters put it under Published, not Scheduled", async () => {
    const all = new Map(await idsFor());
    expect(all.get(wentLive)).toBe("published");
    expect(all.get(ahead)).toBe("scheduled");
    expect(all.get(published)).toBe("published");
    expect(all.get(draft)).toBe("draft");
    expect(new Set((await idsFor("published")).map(([id]) => id))).toEqual(new Set([wentLive, published]));
    expect((await idsFor("scheduled")).map(([id]) => id)).toEqual([ahead]);
    expect((await idsFor("draft")).map(([id]) => id)).toEqual([draft]);
  });

  it("the editor receives it as published", async () => {
    const post = await getPostForEdit({ actor: editor, id: wentLive });
    expect(post.status).toBe("scheduled");
    expect(toPostSnapshot(post, post.tagNames).status).toBe("published");
    const later = await getPostForEdit({ actor: editor, id: ahead });
    expect(toPostSnapshot(later, later.tagNames).status).toBe("scheduled");
  });
});
