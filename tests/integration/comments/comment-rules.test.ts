import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentMaxLength } from "@/lib/comment-rules";
import type { DatabaseHandle } from "@/server/db/open";
import { claimMeteredRead } from "@/server/access/claim-metered-read";
import { createGiftLink } from "@/server/access/create-gift-link";
import { getMeterFacts } from "@/server/access/get-meter-facts";
import { answerCommentThread } from "@/server/comments/answer-comment-thread";
import { banMember } from "@/server/comments/ban-member";
import { createComment } from "@/server/comments/create-comment";
import { deleteOwnComment } from "@/server/comments/delete-own-comment";
import { editComment } from "@/server/comments/edit-comment";
import { getMyCommentState } from "@/server/comments/get-my-comment-state";
import { likeComment, unlikeComment } from "@/server/comments/like-comment";
import { listCommentThread } from "@/server/comments/list-comment-thread";
import { moderateComment } from "@/server/comments/moderate-comment";
import { countShownComments } from "@/server/comments/read-comment-counts";
import { reportComment } from "@/server/comments/report-comment";
import { siteSettings, type Post } from "@/server/db/schema";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { createMember, createPostsOfEachAccess, failureOf, setCommentSettings, subscribe } from "./fixtures";

describe.each(databaseTargets)("comment rules on %s", (target) => {
  let handle: DatabaseHandle;
  let posts: { open: Post; members: Post; paid: Post };
  const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    posts = await createPostsOfEachAccess(handle.db);
    await setCommentSettings(handle.db, "members");
  }, 120_000);
  afterAll(async () => {
    await setCommentSettings(handle.db, "members");
    await handle?.close();
  });

  const member = (role: "reader" | "editor" = "reader") => createMember(handle.db, role);
  const post = (slug: string, who: Awaited<ReturnType<typeof member>>, body: string, parentId?: string) =>
    createComment({ slug, member: who, body, parentId });

  it("follows the site setting: off refuses everyone, members lets any member, paid only subscribers and editors", async () => {
    const reader = await member();
    const subscriber = await member();
    await subscribe(handle.db, subscriber.userId);
    const editor = await member("editor");
    try {
      await setCommentSettings(handle.db, "off");
      for (const who of [reader, subscriber, editor]) {
        expect(await failureOf(post(posts.open.slug, who, "Hello"))).toMatchObject({
          status: 403,
          message: "Comments are off on this site.",
        });
      }
      await setCommentSettings(handle.db, "paid");
      expect(await failureOf(post(posts.open.slug, reader, "Hello"))).toMatchObject({
        status: 403,
        message: expect.stringContaining("paid subscribers"),
      });
      expect((await post(posts.open.slug, subscriber, "As a subscriber")).isHeld).toBe(false);
      expect((await post(posts.open.slug, editor, "As an editor")).comment.author).toMatchObject({ isEditor: true });
      await setCommentSettings(handle.db, "members");
      expect((await post(posts.open.slug, reader, "As a member")).comment).toMatchObject({ state: "visible", body: "As a member" });
    } finally {
      await setCommentSettings(handle.db, "members");
    }
  });

  it("lets nobody comment on a post they cannot read in full (the paywall's rule)", async () => {
    const reader = await member();
    const lapsed = await member();
    await subscribe(handle.db, lapsed.userId, new Date(Date.now() - 60_000));
    const subscriber = await member();
    await subscribe(handle.db, subscriber.userId);
    for (const who of [reader, lapsed]) {
      expect(await failureOf(post(posts.paid.slug, who, "Let me in"))).toMatchObject({
        status: 403,
        message: expect.stringContaining("read all of it"),
      });
    }
    expect((await post(posts.members.slug, reader, "Members may")).comment.state).toBe("visible");
    expect((await post(posts.paid.slug, subscriber, "Subscribers may")).comment.state).toBe("visible");
    expect((await getMyCommentState({ slug: posts.paid.slug, member: reader })).block).toMatchObject({ code: "cannot-read" });
    expect(await failureOf(post("no-such-post", reader, "Hello"))).toMatchObject({ status: 404 });
  });

  it("lets a gift link's reader read the comments, not write them, and never spends a member's free reads on comments", async () => {
    const editor = await member("editor");
    const reader = await member();
    const slug = posts.paid.slug;
    const meter = () => getMeterFacts({ userId: reader.userId, postId: posts.paid.id });
    await handle.db.update(siteSettings).set({ meterFreePaidPosts: 3 }).where(eq(siteSettings.id, 1));
    try {
      const gift = await createGiftLink({ actor: { id: editor.userId, role: "editor" }, postId: posts.paid.id });
      const anonymous = async () => null;
      expect(await answerCommentThread({ slug, gift: gift.token, reader: anonymous })).toMatchObject({ isPublic: false });
      expect(await failureOf(answerCommentThread({ slug, reader: anonymous }))).toMatchObject({ status: 401 });
      // A signed-in member with free reads left opens the post by the gift: the gift opens it, the meter stays.
      expect(await answerCommentThread({ slug, gift: gift.token, reader: async () => reader })).toMatchObject({ isPublic: false });
      expect((await getMyCommentState({ slug, member: reader })).block).toMatchObject({ code: "cannot-read" });
      expect(await failureOf(post(slug, reader, "Through a gift"))).toMatchObject({ status: 403 });
      expect(await meter()).toEqual({ used: 0, hasReadThisPost: false });
      // Once they open the post on a free read of their own (the body endpoint claims it), they may.
      await claimMeteredRead({ userId: reader.userId, postId: posts.paid.id, limit: 3 });
      expect((await getMyCommentState({ slug, member: reader })).block).toBeNull();
      expect((await post(slug, reader, "On my own free read")).comment.state).toBe("visible");
      expect(await meter()).toEqual({ used: 1, hasReadThisPost: true });
    } finally {
      await handle.db.update(siteSettings).set({ meterFreePaidPosts: 0 }).where(eq(siteSettings.id, 1));
    }
  });

  it("stops a banned member with the reason and the end date, and lets them back when it ends", async () => {
    const editor = await member("editor");
    const actor = { id: editor.userId, role: editor.role };
    const troll = await member();
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await banMember({ actor, input: { userId: troll.userId, reason: "Insults in three threads", until } });
    const refused = await failureOf(post(posts.open.slug, troll, "Again"));
    expect(refused).toMatchObject({ status: 403, message: expect.stringContaining("Insults in three threads") });
    expect((refused as { message: string }).message).toContain("The ban ends on");
    expect((await getMyCommentState({ slug: posts.open.slug, member: troll })).block).toMatchObject({ code: "banned" });
    // Lifted by its end date: the same ban a day from now no longer holds once that day has passed.
    await banMember({
      actor,
      input: { userId: troll.userId, reason: "A short one", until: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) },
    });
    await expect(
      createComment({ slug: posts.open.slug, member: troll, body: "Back", now: new Date(Date.now() + 2 * 86_400_000) }),
    ).resolves.toMatchObject({ isHeld: false });
    expect(await failureOf(banMember({ actor, input: { userId: editor.userId, reason: "No" } }))).toMatchObject({ status: 400 });
    expect(await failureOf(banMember({ actor, input: { userId: troll.userId, reason: " " } }))).toMatchObject({ status: 400 });
    expect(await failureOf(banMember({ actor, input: { userId: troll.userId, reason: "Past", until: "2001-01-01" } }))).toMatchObject({
      status: 400,
    });
    expect(
      await failureOf(banMember({ actor: { id: troll.userId, role: "reader" }, input: { userId: editor.userId, reason: "x" } })),
    ).toMatchObject({
      status: 403,
    });
  });

  it("refuses empty, blank, over-long and link-stuffed text, and keeps HTML and scripts as text", async () => {
    const who = await member();
    for (const [body, message] of [
      ["", "empty"],
      ["   \n\n\t  ", "empty"],
      ["x".repeat(commentMaxLength + 1), `at most ${commentMaxLength.toLocaleString("en")} characters`],
      [Array.from({ length: 11 }, (_, i) => `https://spam.example/${i}`).join(" "), "at most 10 links"],
      [Array.from({ length: 2000 }, (_, i) => `https://spam.example/${i}`).join(" "), "characters"],
    ] as const) {
      expect(await failureOf(post(posts.open.slug, who, body))).toMatchObject({ status: 400, message: expect.stringContaining(message) });
    }
    const html = '<script>alert("x")</script><b>bold</b> <img src=x onerror=alert(1)>';
    const { comment } = await post(posts.open.slug, who, `  ${html}\r\n\r\n\r\n\r\nSecond paragraph\u0000.  `);
    expect(comment.body).toBe(`${html}\n\nSecond paragraph.`);
    const thread = await listCommentThread(posts.open.id);
    expect(thread.comments.find((each) => each.id === comment.id)?.body).toBe(`${html}\n\nSecond paragraph.`);
  });

  it("takes replies one level deep, never under a deleted or hidden comment, nor another post's", async () => {
    // Each member stays within the per-minute limit (refused attempts count too).
    const [first, second, third] = [await member(), await member(), await member()];
    const editor = await member("editor");
    const top = (await post(posts.open.slug, first, "A top-level thought")).comment;
    const reply = await post(posts.open.slug, second, "A reply", top.id);
    expect(reply.parentId).toBe(top.id);
    expect(await failureOf(post(posts.open.slug, third, "A reply to a reply", reply.comment.id))).toMatchObject({
      status: 400,
      message: expect.stringContaining("one level deep"),
    });
    expect(await failureOf(post(posts.members.slug, third, "Elsewhere", top.id))).toMatchObject({ status: 404 });
    expect(await failureOf(post(posts.open.slug, third, "Nowhere", "no-such-comment"))).toMatchObject({ status: 404 });

    const hidden = (await post(posts.open.slug, first, "To be hidden")).comment;
    await moderateComment({ actor: { id: editor.userId, role: "editor" }, commentId: hidden.id, action: "hide" });
    expect(await failureOf(post(posts.open.slug, second, "Under hidden", hidden.id))).toMatchObject({
      status: 409,
      message: expect.stringContaining("hidden"),
    });
    const gone = (await post(posts.open.slug, first, "To be deleted")).comment;
    await deleteOwnComment({ commentId: gone.id, member: first });
    expect(await failureOf(post(posts.open.slug, second, "Under deleted", gone.id))).toMatchObject({
      status: 409,
      message: expect.stringContaining("deleted"),
    });
  });

  it("lets a member edit their own comment for 15 minutes, marked edited, and nobody else's", async () => {
    const [author, other] = [await member(), await member()];
    const { comment } = await post(posts.open.slug, author, "Frist");
    const edited = await editComment({ commentId: comment.id, member: author, body: "First" });
    expect(edited).toMatchObject({ body: "First", isShown: true });
    const shown = (await listCommentThread(posts.open.id)).comments.find((each) => each.id === comment.id)!;
    expect(shown).toMatchObject({ body: "First", editedAt: expect.any(String) });
    expect(await failureOf(editComment({ commentId: comment.id, member: other, body: "Mine now" }))).toMatchObject({ status: 403 });
    expect(await failureOf(editComment({ commentId: comment.id, member: author, body: "Later", now: minutesLater(16) }))).toMatchObject({
      status: 403,
      message: expect.stringContaining("15 minutes"),
    });
    expect(await failureOf(editComment({ commentId: comment.id, member: author, body: "  " }))).toMatchObject({ status: 400 });
    const state = await getMyCommentState({ slug: posts.open.slug, member: author });
    expect(state.mine.find((each) => each.id === comment.id)?.editableUntil).toEqual(expect.any(String));
  });

  it("deletes one's own comment: with replies it keeps its place as a deleted comment; counts follow", async () => {
    const { open } = await createPostsOfEachAccess(handle.db);
    const [author, replier, other] = [await member(), await member(), await member()];
    const top = (await post(open.slug, author, "Parent")).comment;
    await post(open.slug, replier, "Child", top.id);
    const lone = (await post(open.slug, author, "Alone")).comment;
    const lonelyReply = (await post(open.slug, author, "My own reply", top.id)).comment;
    expect(await countShownComments(open.id)).toBe(4);

    expect(await failureOf(deleteOwnComment({ commentId: top.id, member: other }))).toMatchObject({ status: 403 });
    await deleteOwnComment({ commentId: top.id, member: author });
    await deleteOwnComment({ commentId: lone.id, member: author });
    await deleteOwnComment({ commentId: lonelyReply.id, member: author });
    expect(await failureOf(deleteOwnComment({ commentId: lone.id, member: author }))).toMatchObject({ status: 409 });

    const thread = await listCommentThread(open.id);
    expect(thread.count).toBe(1);
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]).toMatchObject({ state: "deleted", author: null, body: "", replies: [{ body: "Child", state: "visible" }] });
    expect(JSON.stringify(thread)).not.toContain("Parent");
    expect(await countShownComments(open.id)).toBe(1);
  });

  it("counts a like once: a repeated or racing like is a 409, and a like can be taken back", async () => {
    const [author, fan] = [await member(), await member()];
    const { comment } = await post(posts.open.slug, author, "Likeable");
    const racing = await Promise.all(
      [likeComment({ commentId: comment.id, member: fan }), likeComment({ commentId: comment.id, member: fan })].map(failureOf),
    );
    expect(racing.filter((outcome) => outcome === "resolved")).toHaveLength(1);
    expect(racing.find((outcome) => outcome !== "resolved")).toMatchObject({ status: 409 });
    expect(await failureOf(likeComment({ commentId: comment.id, member: fan }))).toMatchObject({
      status: 409,
      message: "You already like this comment.",
    });
    const likes = () => listCommentThread(posts.open.id).then((thread) => thread.comments.find((each) => each.id === comment.id)!.likes);
    expect(await likes()).toBe(1);
    expect((await getMyCommentState({ slug: posts.open.slug, member: fan })).liked).toContain(comment.id);
    await unlikeComment({ commentId: comment.id, member: fan });
    expect(await likes()).toBe(0);
    expect(await failureOf(unlikeComment({ commentId: comment.id, member: fan }))).toMatchObject({ status: 409 });
  });

  it("takes a report once, with a reason, never of one's own comment", async () => {
    const [author, reporter] = [await member(), await member()];
    const { comment } = await post(posts.open.slug, author, "Reportable");
    expect(await failureOf(reportComment({ commentId: comment.id, member: reporter, reason: "   " }))).toMatchObject({ status: 400 });
    expect(await failureOf(reportComment({ commentId: comment.id, member: author, reason: "Me" }))).toMatchObject({ status: 400 });
    const racing = await Promise.all(
      [
        reportComment({ commentId: comment.id, member: reporter, reason: "Spam" }),
        reportComment({ commentId: comment.id, member: reporter, reason: "Spam" }),
      ].map(failureOf),
    );
    expect(racing.filter((outcome) => outcome === "resolved")).toHaveLength(1);
    expect(racing.find((outcome) => outcome !== "resolved")).toMatchObject({ status: 409 });
    expect(await failureOf(reportComment({ commentId: comment.id, member: reporter, reason: "Again" }))).toMatchObject({ status: 409 });
  });

  it("holds a member's first comment for approval when the site says so, shows it once approved, and never holds the next", async () => {
    const { open } = await createPostsOfEachAccess(handle.db);
    const newcomer = await member();
    const editor = await member("editor");
    try {
      await setCommentSettings(handle.db, "members", true);
      expect((await getMyCommentState({ slug: open.slug, member: newcomer })).isHeldNext).toBe(true);
      const first = await post(open.slug, newcomer, "My very first comment");
      expect(first.isHeld).toBe(true);
      expect((await listCommentThread(open.id)).comments).toHaveLength(0);
      expect((await getMyCommentState({ slug: open.slug, member: newcomer })).held).toMatchObject([{ body: "My very first comment" }]);
      expect((await post(open.slug, editor, "Editors are never held")).isHeld).toBe(false);
      await moderateComment({ actor: { id: editor.userId, role: "editor" }, commentId: first.comment.id, action: "approve" });
      expect((await listCommentThread(open.id)).comments.map((each) => each.body)).toEqual([
        "My very first comment",
        "Editors are never held",
      ]);
      expect((await post(open.slug, newcomer, "My second")).isHeld).toBe(false);
      expect(
        await failureOf(moderateComment({ actor: { id: editor.userId, role: "editor" }, commentId: first.comment.id, action: "approve" })),
      ).toMatchObject({
        status: 409,
      });
    } finally {
      await setCommentSettings(handle.db, "members");
    }
  });

  it("limits each member's comments per minute without slowing another member", async () => {
    const [busy, calm] = [await member(), await member()];
    for (let i = 0; i < 5; i++) await post(posts.open.slug, busy, `Comment ${i}`);
    const refused = await failureOf(post(posts.open.slug, busy, "One too many"));
    expect(refused).toMatchObject({ status: 429, message: expect.stringContaining("last minute") });
    expect((await post(posts.open.slug, calm, "Still welcome")).comment.state).toBe("visible");
  });

  it("hides and shows a comment for everyone; hiding one with replies keeps its place", async () => {
    const { open } = await createPostsOfEachAccess(handle.db);
    const [author, replier] = [await member(), await member()];
    const actor = { id: (await member("editor")).userId, role: "editor" as const };
    const top = (await post(open.slug, author, "Rude words")).comment;
    await post(open.slug, replier, "Calm reply", top.id);
    await moderateComment({ actor, commentId: top.id, action: "hide" });
    const thread = await listCommentThread(open.id);
    expect(thread.comments[0]).toMatchObject({ state: "hidden", body: "", author: null, replies: [{ body: "Calm reply" }] });
    expect(JSON.stringify(thread)).not.toContain("Rude words");
    expect(thread.count).toBe(1);
    await moderateComment({ actor, commentId: top.id, action: "show" });
    expect((await listCommentThread(open.id)).comments[0]).toMatchObject({ state: "visible", body: "Rude words" });
    expect(
      await failureOf(moderateComment({ actor: { id: author.userId, role: "reader" }, commentId: top.id, action: "hide" })),
    ).toMatchObject({
      status: 403,
    });
  });
});
