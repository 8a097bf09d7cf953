import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../../support/db";
import { createSessionCookie } from "../../support/sign-in";
import { authClient } from "../../support/auth-http";
import { findLink, startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { callApp, startAccountApp, type AccountApp } from "./account-app";

type World = { member: { cookie: string; userId: string }; other: { cookie: string; userId: string } };

const oldEmail = "grace@old.test";
const newEmail = "grace@new.test";
const otherEmail = "taken@other.test";

describe.each(databaseTargets)("changing one's email over HTTP on %s", (target) => {
  let smtp: TestSmtpServer;
  let fixture: AccountApp & { world: World };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    fixture = await startAccountApp(
      target,
      async (handle) => {
        const session = async (email: string) => {
          const made = await createSessionCookie(handle.db, { email, maxAgeSeconds: 3600 });
          return { cookie: `${made.name}=${made.value}`, userId: made.userId };
        };
        return { member: await session(oldEmail), other: await session(otherEmail) };
      },
      { SMTP_URL: smtp.url, MAGIC_LINK_RATE_LIMIT: "8" },
    );
  }, 240_000);
  afterAll(async () => {
    await fixture?.app.stop();
    await smtp?.stop();
    await fixture?.cleanup();
  });

  const call = (pathname: string, init: Parameters<typeof callApp>[2] = {}) => callApp(fixture.app, pathname, init);
  const ask = (email: unknown, cookie = fixture.world.member.cookie) =>
    call("/api/account/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
      cookie,
    });
  const press = (token: string) =>
    call("/api/account/email/confirm", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
  const sessionOf = async (cookie: string) =>
    (await call("/api/auth/session", { cookie })).json as { user: { email: string; id: string }; account: { id: string } } | null;
  const expectError = (result: Awaited<ReturnType<typeof call>>, status: number, message?: RegExp) => {
    expect(result.status, result.text).toBe(status);
    expect(result.json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    if (message) expect((result.json as { error: { message: string } }).error.message).toMatch(message);
  };

  it("an address another account has: the same answer as any, and only that inbox is told", async () => {
    const since = Date.now();
    const answer = await ask(otherEmail.toUpperCase());
    expect(answer.status, answer.text).toBe(202);
    expect(answer.json).toMatchObject({ sentTo: otherEmail });
    const mail = await smtp.waitForMail(otherEmail, { since });
    expect(mail.subject).toMatch(/already has an account/);
    expect(() => findLink(mail, "/confirm-email")).toThrow();
    expect((await sessionOf(fixture.world.member.cookie))?.user.email).toBe(oldEmail);
  });

  it("refuses a malformed address, the current one and strangers with a clear 4xx", async () => {
    expectError(await ask("not an address"), 400, /single email address/);
    expectError(await ask("a@x.test,b@y.test"), 400);
    expectError(await ask(42), 400);
    expectError(await ask(oldEmail), 422, /already your address/);
    expectError(await ask(newEmail, ""), 401);
  });

  it("mails a link to the new address; confirmed, the account signs in with it and no longer with the old one", async () => {
    const { member } = fixture.world;
    const since = Date.now();
    const answer = await ask(newEmail);
    expect(answer.status, answer.text).toBe(202);
    const mail = await smtp.waitForMail(newEmail, { since });
    expect(mail.subject).toMatch(/Confirm your new address/);
    const link = findLink(mail, "/confirm-email");
    const token = new URL(link).searchParams.get("token")!;

    // A link scanner opening the page changes nothing.
    const page = await fetch(link, { redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(">Use this address</button>");
    expect((await sessionOf(member.cookie))?.user.email).toBe(oldEmail);

    // A changed token is refused, and uses nothing up.
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const refused = await press(tampered);
    expect(refused.status).toBe(303);
    expect(refused.response.headers.get("location")).toMatch(
      /\/confirm-email\?error=.*does\+not\+work|\/confirm-email\?error=.*does%20not%20work/,
    );
    expectError(
      await call("/api/account/email/confirm", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: tampered }),
      }),
      400,
      /does not work any more/,
    );

    const confirmed = await press(token);
    expect(confirmed.status, confirmed.text).toBe(303);
    expect(confirmed.response.headers.get("location")).toMatch(/\/confirm-email\?changed=1$/);
    // The member stays signed in, now with the new address.
    expect(await sessionOf(member.cookie)).toMatchObject({ user: { email: newEmail, id: member.userId } });
    // Replayed: refused.
    expect((await press(token)).response.headers.get("location")).toMatch(/error=/);

    // The old address is told, through the mail queue.
    const notice = await smtp.waitForMail(oldEmail, { since, timeoutMs: 20_000 });
    expect(notice.subject).toMatch(/address on .* was changed/);
    expect(notice.text).toContain(newEmail);

    // The new address signs in to the account; the old one no longer reaches it.
    const signIn = async (email: string) => {
      const client = authClient({ baseUrl: fixture.app.url });
      const start = Date.now();
      expect((await client.requestLink(email)).status).toBe(200);
      await client.confirm(findLink(await smtp.waitForMail(email, { since: start })));
      return (await client.session())?.account?.id;
    };
    expect(await signIn(newEmail)).toBe(member.userId);
    const oldSignIn = await signIn(oldEmail);
    expect(oldSignIn).not.toBe(member.userId);

    // The export lists the address, and no pending change.
    const exported = (await call("/api/account/export", { cookie: member.cookie })).json as {
      profile: { email: string };
      signIn: { pendingEmailChange: unknown };
    };
    expect(exported.profile.email).toBe(newEmail);
    expect(exported.signIn.pendingEmailChange).toBeNull();
  });

  it("counts requests with the sign-in form's limits: 429 with Retry-After", async () => {
    let last: Awaited<ReturnType<typeof ask>> | null = null;
    for (let attempt = 0; attempt < 30 && last?.status !== 429; attempt++) last = await ask(`many${attempt}@limit.test`);
    expectError(last!, 429, /Too many/);
    expect(Number(last!.response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
