import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { getSubscriptionSummary } from "@/server/billing/get-subscription-summary";
import { grantComplimentarySubscription } from "@/server/billing/grant-complimentary-subscription";
import { revokeComplimentarySubscription } from "@/server/billing/revoke-complimentary-subscription";
import { sampleSubscriberEmail, seedSampleSubscriptions } from "@/server/billing/seed-sample-subscriptions";
import { openPglite, type DatabaseHandle } from "@/server/db/open";
import { subscriptions, users } from "@/server/db/schema";
import { createUser } from "@/server/seed/factories";
import { AppError } from "@/server/errors";
import { databaseTargets, createTestDatabase } from "../../support/db";

describe.each(databaseTargets)("complimentary subscriptions (%s)", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(async () => handle?.close());

  const rowsOf = (userId: string) => handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  it("an editor grants one until a date: entitled through that day, not after", async () => {
    const editor = await createUser(handle.db, { role: "editor" });
    const member = await createUser(handle.db);
    const row = await grantComplimentarySubscription({ actor: editor, email: member.email.toUpperCase(), until: "2099-03-31" });
    expect(row).toMatchObject({
      userId: member.id,
      source: "complimentary",
      plan: "complimentary",
      status: "active",
      grantedById: editor.id,
    });
    expect((await getEntitlements(member.id, new Date("2099-03-31T23:59:00Z"))).hasSubscription).toBe(true);
    expect((await getEntitlements(member.id, new Date("2099-04-01T00:00:00Z"))).hasSubscription).toBe(false);
  });

  it("granting again renews the same subscription; revoking ends it now", async () => {
    const owner = await createUser(handle.db, { role: "owner" });
    const member = await createUser(handle.db);
    await grantComplimentarySubscription({ actor: owner, email: member.email, until: "2099-01-01" });
    await grantComplimentarySubscription({ actor: owner, email: member.email });
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.currentPeriodEnd).toBeNull();
    expect((await getEntitlements(member.id)).canSearch).toBe(true);

    expect(await revokeComplimentarySubscription({ actor: owner, email: member.email })).toBe(true);
    expect((await rowsOf(member.id))[0]?.status).toBe("canceled");
    expect(await getEntitlements(member.id)).toEqual({ hasSubscription: false, canSearch: false });
    expect(await revokeComplimentarySubscription({ actor: owner, email: member.email })).toBe(false);
  });

  it("a reader may neither grant nor revoke (forbidden, 403) and nothing changes", async () => {
    const reader = await createUser(handle.db, { role: "reader" });
    const member = await createUser(handle.db);
    const grant = await grantComplimentarySubscription({ actor: reader, email: member.email }).catch((error: unknown) => error);
    expect(grant).toBeInstanceOf(AppError);
    expect(grant).toMatchObject({ code: "forbidden", status: 403 });
    expect(await rowsOf(member.id)).toHaveLength(0);

    const editor = await createUser(handle.db, { role: "editor" });
    await grantComplimentarySubscription({ actor: editor, email: member.email });
    const revoke = await revokeComplimentarySubscription({ actor: reader, email: member.email }).catch((error: unknown) => error);
    expect(revoke).toMatchObject({ code: "forbidden", status: 403 });
    expect((await rowsOf(member.id))[0]?.status).toBe("active");
  });

  it("bad input is refused with a clear message", async () => {
    const editor = await createUser(handle.db, { role: "editor" });
    const member = await createUser(handle.db);
    await expect(grantComplimentarySubscription({ actor: editor, email: "nobody@example.com" })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(grantComplimentarySubscription({ actor: editor, email: "not an email" })).rejects.toMatchObject({
      code: "validation_failed",
    });
    await expect(grantComplimentarySubscription({ actor: editor, email: member.email, until: "2099-02-30" })).rejects.toMatchObject({
      code: "validation_failed",
    });
    await expect(grantComplimentarySubscription({ actor: editor, email: member.email, until: "2001-01-01" })).rejects.toMatchObject({
      code: "validation_failed",
    });
    expect(await rowsOf(member.id)).toHaveLength(0);
  });

  it("the account page summary follows the subscription: none, active, ended, payment failed", async () => {
    const editor = await createUser(handle.db, { role: "editor" });
    const member = await createUser(handle.db);
    expect(await getSubscriptionSummary(member.id)).toMatchObject({ state: "none", canManage: false });
    await grantComplimentarySubscription({ actor: editor, email: member.email });
    expect(await getSubscriptionSummary(member.id)).toMatchObject({ state: "active", plan: "complimentary", date: null });
    await revokeComplimentarySubscription({ actor: editor, email: member.email });
    expect(await getSubscriptionSummary(member.id)).toMatchObject({ state: "ended", source: "complimentary" });
    const periodEnd = new Date(Date.now() + 86_400_000);
    await handle.db.insert(subscriptions).values({
      userId: member.id,
      source: "stripe",
      plan: "yearly",
      status: "past_due",
      currentPeriodEnd: periodEnd,
      stripeSubscriptionId: `sub_summary_${member.id}`,
    });
    expect(await getSubscriptionSummary(member.id)).toMatchObject({ state: "payment_failed", plan: "yearly", source: "stripe" });
  });

  it("the sample subscriber gets a complimentary subscription, once", async () => {
    expect(await seedSampleSubscriptions(handle.db)).toBe(false);
    const subscriber = await createUser(handle.db, { email: sampleSubscriberEmail, handle: "subscriber" });
    expect(await seedSampleSubscriptions(handle.db)).toBe(true);
    expect(await seedSampleSubscriptions(handle.db)).toBe(false);
    expect(await getEntitlements(subscriber.id)).toEqual({ hasSubscription: true, canSearch: true });
  });
});

describe("npm run subscription:grant / subscription:revoke", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-billing-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function run(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      // tsx must get the condition itself: it runs the script in a child node process.
      const child = spawn(
        process.execPath,
        ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", `scripts/${script}.ts`, ...args],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("exit", (code) => resolve({ code, output }));
    });
  }

  async function withDataDir<T>(run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = await openPglite(path.join(dataDir, "pglite"), { migrate: true });
    try {
      return await run(handle);
    } finally {
      await handle.close();
    }
  }

  it("grants until a date, then revokes, through the command line", { timeout: 120_000 }, async () => {
    const member = await withDataDir((handle) => createUser(handle.db, { email: "cli-member@example.com", handle: "cli-member" }));

    const granted = await run("subscription-grant", ["cli-member@example.com", "--until", "2099-12-31"]);
    expect(granted.output).toContain("Granted a complimentary subscription to cli-member@example.com until 2099-12-31");
    expect(granted.code).toBe(0);
    const afterGrant = await withDataDir((handle) => handle.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)));
    expect(afterGrant).toHaveLength(1);
    expect(afterGrant[0]).toMatchObject({ status: "active", source: "complimentary" });
    expect(afterGrant[0]?.currentPeriodEnd?.toISOString()).toBe("2099-12-31T23:59:59.999Z");

    const revoked = await run("subscription-revoke", ["cli-member@example.com"]);
    expect(revoked.output).toContain("Revoked the complimentary subscription of cli-member@example.com");
    expect(revoked.code).toBe(0);
    const afterRevoke = await withDataDir((handle) => handle.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)));
    expect(afterRevoke[0]?.status).toBe("canceled");
  });

  it("an unknown email or a bad date fails with a message and exit code 1", { timeout: 120_000 }, async () => {
    const unknown = await run("subscription-grant", ["nobody@example.com"]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain("No member has the email nobody@example.com");
    const badDate = await run("subscription-grant", ["cli-member@example.com", "--until", "31/12/2099"]);
    expect(badDate.code).toBe(1);
    expect(badDate.output).toContain("is not a date: use YYYY-MM-DD");
    const noEmail = await run("subscription-revoke", []);
    expect(noEmail.code).toBe(1);
    expect(noEmail.output).toContain("Usage: npm run subscription:revoke -- <email>");
    const members = await withDataDir((handle) => handle.db.select().from(users));
    expect(members.map((member) => member.email)).toEqual(["cli-member@example.com"]);
  });
});
