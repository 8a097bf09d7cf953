import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/open";
import { deleteAccount } from "@/server/account-data/delete-account";
import { deletedMemberLabel } from "@/server/account-data/anonymise-member-audit";
import { userReferences } from "@/server/account-data/user-references";
import {
  auditLog,
  commentLikes,
  commentReports,
  comments,
  importSources,
  mailBounces,
  mails,
  subscriptions,
  users,
  verificationTokens,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { createPost, createUser } from "@/server/seed/factories";
import { listCommentThread } from "@/server/comments/list-comment-thread";
import { setAvatar } from "@/server/accounts/set-avatar";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { startFakeStripeApi, subscriptionObject, useStripeConfig, type FakeStripeApi } from "../../support/stripe";
import { createMemberWorld } from "./fixtures";

/** Rows in each registered table that still point at the member, by table.column (only non-zero counts). */
async function rowsPointingAt(handle: DatabaseHandle, userId: string): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const { table, column } of userReferences) {
    const result = await handle.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    const n = Number((result.rows[0] as { n: number | string }).n);
    if (n > 0) left[`${table}.${column}`] = n;
  }
  return left;
}

async function expectAppError(promise: Promise<unknown>, code: string, message: RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).message).toMatch(message);
}

describe.each(databaseTargets)("deleting an account on %s", (target) => {
  let handle: DatabaseHandle;
  let stripe: FakeStripeApi;
  let dataDir: string;
  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-delete-account-"));
    useStripeConfig({ STRIPE_API_URL: stripe.url, DATA_DIR: dataDir });
    handle = await createTestDatabase(target);
  });
  afterAll(async () => {
    await handle?.close();
    await stripe?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("removes or anonymises every row about the member, keeps a replied-to comment as a tombstone, and signs them out", async () => {
    const world = await createMemberWorld(handle.db);
    const before = await rowsPointingAt(handle, world.member.id);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(15);

    const since = stripe.requests.length;
    const result = await deleteAccount({ userId: world.member.id, confirmEmail: ` ${world.member.email.toUpperCase()} ` });
    // Its only Stripe subscription had ended: Stripe is not asked.
    expect(result.canceledStripeSubscriptions).toEqual([]);
    expect(stripe.requests.slice(since)).toEqual([]);
    expect(result.commentPostSlugs).toEqual([world.post.slug]);

    expect(await rowsPointingAt(handle, world.member.id)).toEqual({});
    expect(await handle.db.select().from(users).where(eq(users.id, world.member.id))).toEqual([]);
    const email = world.member.email.toLowerCase();
    expect(await handle.db.select().from(verificationTokens).where(eq(verificationTokens.identifier, email))).toEqual([]);
    expect(await handle.db.select().from(mailBounces).where(eq(mailBounces.email, email))).toEqual([]);
    expect(await handle.db.select().from(importSources).where(eq(importSources.entityId, world.member.id))).toEqual([]);

    // The answered comment is a tombstone with its reply; the lone one is gone with the like it had.
    const [tombstone] = await handle.db.select().from(comments).where(eq(comments.id, world.answeredComment));
    expect(tombstone).toMatchObject({ body: "", authorId: null });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect(await handle.db.select().from(comments).where(eq(comments.id, world.othersReply))).toHaveLength(1);
    expect(await handle.db.select().from(comments).where(eq(comments.id, world.loneComment))).toEqual([]);
    expect(await handle.db.select().from(commentLikes).where(eq(commentLikes.commentId, world.loneComment))).toEqual([]);
    // Readers see the thread keep its shape: "deleted comment" with the other member's reply under it.
    const thread = await listCommentThread(world.post.id);
    const kept = thread.comments.find((comment) => comment.id === world.answeredComment);
    expect(kept).toMatchObject({ state: "deleted", author: null, body: "" });
    expect(kept?.replies.map((reply) => reply.body)).toEqual(["A reply by someone else"]);
    expect(thread.comments.map((comment) => comment.id)).not.toContain(world.loneComment);

    // The other member's comment, and the report and like on it by the member: the comment stays, theirs go.
    expect(await handle.db.select().from(comments).where(eq(comments.id, world.othersComment))).toHaveLength(1);
    expect(await handle.db.select().from(commentReports).where(eq(commentReports.commentId, world.othersComment))).toEqual([]);
    expect(await handle.db.select().from(users).where(eq(users.id, world.other.id))).toHaveLength(1);

    // The admin log keeps the grant, without the member's address, and says the account was deleted.
    const log = await handle.db.select().from(auditLog);
    expect(log.map((entry) => entry.summary).join("\n")).not.toContain(world.member.email);
    expect(log.find((entry) => entry.action === "subscription.grant")?.summary).toContain(deletedMemberLabel);
    expect(log.find((entry) => entry.action === "subscription.grant")?.actorId).toBe(world.owner.id);
    expect(log.find((entry) => entry.action === "user.delete")).toMatchObject({ actorId: null, entityId: world.member.id });
    // A mail the member asked for stays, without them.
    expect(
      (
        await handle.db
          .select()
          .from(mails)
          .where(sql`${mails.subject} like 'Welcome %'`)
      ).every((mail) => mail.requestedBy === null),
    ).toBe(true);
  });

  it("removes the member's uploaded picture, which is served publicly, with the account", async () => {
    const member = await createUser(handle.db, { email: "pictured@delete.test", handle: "pictured" });
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    const image = await setAvatar({ userId: member.id, bytes: new Uint8Array(photo) });
    const stored = path.join(dataDir, "uploads", image!.replace("/uploads/", ""));
    expect(existsSync(stored)).toBe(true);

    await deleteAccount({ userId: member.id, confirmEmail: "pictured@delete.test" });
    expect(existsSync(stored)).toBe(false);
  });

  it("cancels an open Stripe subscription at Stripe first, then deletes", async () => {
    const subscriptionId = `sub_live_${Date.now()}`;
    const world = await createMemberWorld(handle.db, { stripeSubscriptionId: subscriptionId });
    stripe.subscriptions.set(
      subscriptionId,
      subscriptionObject({ id: subscriptionId, customer: "cus_x", status: "active", periodEnd: new Date(Date.now() + 86_400_000) }),
    );
    const since = stripe.requests.length;
    const result = await deleteAccount({ userId: world.member.id, confirmEmail: world.member.email });
    expect(result.canceledStripeSubscriptions).toEqual([subscriptionId]);
    const calls = stripe.requests.slice(since);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE /v1/subscriptions/${subscriptionId}`]);
    expect(calls[0]?.headers["idempotency-key"]).toBe(`groundwork-account-delete-${subscriptionId}`);
    expect(await rowsPointingAt(handle, world.member.id)).toEqual({});
  });

  it("deletes nothing and says so (503) when Stripe cannot cancel the subscription", async () => {
    const subscriptionId = `sub_stuck_${Date.now()}`;
    const world = await createMemberWorld(handle.db, { stripeSubscriptionId: subscriptionId });
    stripe.subscriptions.set(
      subscriptionId,
      subscriptionObject({ id: subscriptionId, customer: "cus_y", status: "active", periodEnd: new Date(Date.now() + 86_400_000) }),
    );
    const before = await rowsPointingAt(handle, world.member.id);
    stripe.failCancels = { status: 500 };
    try {
      const since = stripe.requests.length;
      await expectAppError(
        deleteAccount({ userId: world.member.id, confirmEmail: world.member.email }),
        "unavailable",
        /nothing was deleted/,
      );
      expect(stripe.requests.slice(since).every((call) => call.method === "DELETE")).toBe(true);
      expect(stripe.requests.length).toBeGreaterThan(since);
    } finally {
      stripe.failCancels = null;
    }
    expect(await rowsPointingAt(handle, world.member.id)).toEqual(before);
    const [row] = await handle.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    expect(row?.status).toBe("active");
    expect(
      await handle.db
        .select()
        .from(comments)
        .where(and(eq(comments.id, world.loneComment), eq(comments.body, "My lone thought"))),
    ).toHaveLength(1);
  });

  it("refuses the last owner, a wrong confirmation and an author of posts, deleting nothing", async () => {
    const world = await createMemberWorld(handle.db);
    await expectAppError(
      deleteAccount({ userId: world.member.id, confirmEmail: "someone@else.test" }),
      "validation_failed",
      /email address/,
    );

    // Every owner but one is demoted: that one cannot leave; with a second owner they can.
    await handle.db.update(users).set({ role: "editor" }).where(eq(users.role, "owner"));
    const owner = await createUser(handle.db, { role: "owner" });
    await expectAppError(deleteAccount({ userId: owner.id, confirmEmail: owner.email }), "conflict", /only owner/);
    expect(await handle.db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);

    const author = await createUser(handle.db, { role: "editor" });
    await createPost(handle.db, { authorId: author.id });
    await expectAppError(deleteAccount({ userId: author.id, confirmEmail: author.email }), "conflict", /author of a post/);

    await createUser(handle.db, { role: "owner" });
    await deleteAccount({ userId: owner.id, confirmEmail: owner.email });
    expect(await handle.db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
  });

  it("refuses a cross-site request to delete, before reading anything, and deletes nothing", async () => {
    const { POST } = await import("@/app/api/account/delete/route");
    const world = await createMemberWorld(handle.db);
    const before = await rowsPointingAt(handle, world.member.id);
    const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of crossSite) {
      const response = await POST(
        new Request("http://localhost:4499/api/account/delete", {
          method: "POST",
          headers: { ...headers, "content-type": "application/json", cookie: `authjs.session-token=session-x` },
          body: JSON.stringify({ confirmEmail: world.member.email }),
        }),
      );
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("forbidden");
    }
    expect(await rowsPointingAt(handle, world.member.id)).toEqual(before);
  });
});
