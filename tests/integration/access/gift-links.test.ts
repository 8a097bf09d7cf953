import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { grantSubscription } from "../newsletter/fixtures";
import { createPost, createUser } from "@/server/seed/factories";
import { giftLinks, siteSettings } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { AppError } from "@/server/errors";
import { createGiftLink } from "@/server/access/create-gift-link";
import { countGiftLinksThisMonth, listGiftLinks } from "@/server/access/list-gift-links";
import { revokeGiftLink } from "@/server/access/revoke-gift-link";
import { verifyGiftToken } from "@/server/access/verify-gift-token";

async function appErrorCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

describe.each(databaseTargets)("gift links on %s", (target) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  let subscriber: Actor;
  let member: Actor;
  let paidId: string;
  let otherPaidId: string;
  let publicId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    subscriber = { id: (await createUser(handle.db, { role: "reader" })).id, role: "reader" };
    member = { id: (await createUser(handle.db, { role: "reader" })).id, role: "reader" };
    await grantSubscription(handle.db, subscriber.id);
    paidId = (await createPost(handle.db, { authorId: editor.id, access: "paid", slug: "the-paid-one" })).id;
    otherPaidId = (await createPost(handle.db, { authorId: editor.id, access: "paid" })).id;
    publicId = (await createPost(handle.db, { authorId: editor.id, access: "public" })).id;
    await handle.db
      .insert(siteSettings)
      .values({ siteName: "G", description: "", monthlyPlanName: "M", monthlyPriceCents: 1, yearlyPlanName: "Y", yearlyPriceCents: 2 });
    await handle.db.update(siteSettings).set({ giftLinksPerMonth: 2 });
  });
  afterAll(() => handle.close());

  it("a valid token opens its post and counts each open; the giver sees the count", async () => {
    const link = await createGiftLink({ actor: subscriber, postId: paidId });
    expect(link.path).toBe(`/posts/the-paid-one?gift=${encodeURIComponent(link.token)}`);
    expect(await verifyGiftToken(link.token, paidId)).toBe("valid");
    expect(await verifyGiftToken(link.token, paidId)).toBe("valid");
    const [listed] = await listGiftLinks({ giverId: subscriber.id });
    expect(listed).toMatchObject({ id: link.id, opens: 2, revokedAt: null });
    expect(listed!.url.endsWith(link.path)).toBe(true);
    expect(listed!.lastOpenedAt).not.toBeNull();
  });

  it("another post's token, a tampered one and garbage are invalid and count nothing", async () => {
    const link = await createGiftLink({ actor: editor, postId: paidId });
    expect(await verifyGiftToken(link.token, otherPaidId)).toBe("invalid");
    const [id, signature] = link.token.split(".") as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    for (const bad of [`${id}.${flipped}`, `${otherPaidId}.${signature}`, id, "", "a.b.c", "x".repeat(5000), `${id}.`]) {
      expect(await verifyGiftToken(bad, paidId)).toBe("invalid");
    }
    const [row] = await handle.db.select({ opens: giftLinks.opens }).from(giftLinks).where(eq(giftLinks.id, link.id));
    expect(row!.opens).toBe(0);
  });

  it("a revoked token opens nothing; only its giver or an editor revokes it", async () => {
    const link = await createGiftLink({ actor: editor, postId: otherPaidId });
    expect(await appErrorCode(revokeGiftLink({ actor: member, id: link.id }))).toBe("not_found");
    expect(await verifyGiftToken(link.token, otherPaidId)).toBe("valid");
    await revokeGiftLink({ actor: editor, id: link.id });
    await revokeGiftLink({ actor: editor, id: link.id });
    expect(await verifyGiftToken(link.token, otherPaidId)).toBe("invalid");
    expect((await listGiftLinks({ giverId: editor.id })).find((l) => l.id === link.id)?.revokedAt).not.toBeNull();
  });

  it("a subscriber makes at most the monthly number (revoked ones count, concurrent requests too); editors have no limit", async () => {
    const giver: Actor = { id: (await createUser(handle.db, { role: "reader" })).id, role: "reader" };
    await grantSubscription(handle.db, giver.id);
    const now = new Date();
    const attempts = await Promise.allSettled(Array.from({ length: 4 }, () => createGiftLink({ actor: giver, postId: paidId, now })));
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(2);
    const refused = attempts.find((a) => a.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "rate_limited" });
    const first = attempts.find((a) => a.status === "fulfilled") as PromiseFulfilledResult<{ id: string }>;
    await revokeGiftLink({ actor: giver, id: first.value.id });
    expect(await appErrorCode(createGiftLink({ actor: giver, postId: paidId, now }))).toBe("rate_limited");
    // Next month (UTC) they may again.
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    await expect(createGiftLink({ actor: giver, postId: paidId, now: nextMonth })).resolves.toMatchObject({ token: expect.any(String) });
    for (let i = 0; i < 4; i += 1) await createGiftLink({ actor: editor, postId: paidId, now });
    expect(await countGiftLinksThisMonth({ giverId: giver.id, now })).toBe(2);
  });

  it("only for a published paid post, and only from a subscriber or an editor", async () => {
    expect(await appErrorCode(createGiftLink({ actor: member, postId: paidId }))).toBe("forbidden");
    expect(await appErrorCode(createGiftLink({ actor: editor, postId: publicId }))).toBe("bad_request");
    const draft = await createPost(handle.db, { authorId: editor.id, access: "paid", status: "draft", publishedAt: null });
    expect(await appErrorCode(createGiftLink({ actor: editor, postId: draft.id }))).toBe("not_found");
    expect(await appErrorCode(createGiftLink({ actor: editor, postId: "no-such-post" }))).toBe("not_found");
  });
});
