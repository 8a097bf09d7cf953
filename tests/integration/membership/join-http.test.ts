import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { authClient, type AuthClient } from "../../support/auth-http";
import { findLink, startSmtpServer, type TestSmtpServer } from "../../support/smtp";

/**
 * Joining from an email box (#27) over HTTP against the built app, with a real SMTP server:
 * double opt-in through the magic-link machinery, the welcome mail once per member, the same
 * answer for every address, and the sign-in limits. TRUST_PROXY lets each test be its own client.
 */
let smtp: TestSmtpServer;
let app: AppServer;
const perClient = 3;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startAppServer({
    SMTP_URL: smtp.url,
    MAGIC_LINK_RATE_LIMIT: String(perClient),
    TRUST_PROXY: "true",
    SITE_NAME: "Groundwork Test",
  });
}, 200_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

let nextClient = 10;
const newClientAddress = () => `198.51.100.${nextClient++}`;

async function join(
  email: unknown,
  options: { client?: AuthClient; address?: string; next?: string; headers?: Record<string, string> } = {},
) {
  const client = options.client ?? authClient({ baseUrl: app.url });
  return client.send("/api/join", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: app.url,
      "x-forwarded-for": options.address ?? newClientAddress(),
      ...options.headers,
    },
    body: JSON.stringify({ email, next: options.next ?? "/posts/x" }),
  });
}

/** Presses "Confirm subscription" on the page the mailed link opens (the page's form fields). */
async function confirm(client: AuthClient, link: string) {
  const params = new URL(link).searchParams;
  const form = new URLSearchParams();
  for (const name of ["token", "email", "callbackUrl", "join"]) form.set(name, params.get(name) ?? "");
  return client.send("/api/auth/callback/email", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, "sec-fetch-site": "same-origin" },
    body: form.toString(),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForSubject(email: string, subject: string, since: number) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
    const mail = smtp.mailsTo(email, since).find((each) => each.subject === subject);
    if (mail) return mail;
  }
  throw new Error(`No mail "${subject}" to ${email}`);
}

describe("joining with an email", () => {
  it("join → one confirmation mail → confirm → a signed-in member, opted in, with one welcome mail; joining again sends no second welcome", async () => {
    const email = "new.member@example.test";
    const client = authClient({ baseUrl: app.url });
    const since = Date.now();
    const answer = await join(email, { client, next: "/posts/some-post" });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { message: string }).message).toMatch(/check your inbox/i);
    // Nothing is set on the visitor: the page they joined from stays the shared cached one.
    expect(answer.headers.getSetCookie()).toEqual([]);

    const mail = await smtp.waitForMail(email, { since });
    expect(mail.subject).toBe("Confirm your subscription");
    const link = findLink(mail);
    expect(new URL(link).searchParams.get("join")).toBe("1");
    await sleep(500);
    expect(smtp.mailsTo(email, since)).toHaveLength(1);

    // The link opens a page with a button (a scanner's GET uses nothing up).
    const page = await fetch(link);
    expect(await page.text()).toContain("Confirm subscription</button>");

    const confirmed = await confirm(client, link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${app.url}/posts/some-post`);
    const session = await client.session();
    expect(session?.user?.email).toBe(email);
    expect(session?.role).toBe("reader");
    const preferences = await client.send("/api/newsletter/preferences");
    expect(await preferences.json()).toMatchObject({ newPosts: true });

    const welcome = await waitForSubject(email, "Welcome to Groundwork Test", since);
    expect(welcome.text).toContain("Thank you for joining");

    // The same address joins again (another browser): confirmed, signed in, and no second welcome.
    const again = authClient({ baseUrl: app.url });
    const sinceAgain = Date.now();
    expect((await join(email, { client: again })).status).toBe(200);
    const secondLink = findLink(await smtp.waitForMail(email, { since: sinceAgain }));
    expect((await confirm(again, secondLink)).status).toBe(303);
    expect((await again.session())?.user?.email).toBe(email);
    await sleep(3_000);
    const welcomes = smtp.mailsTo(email, since).filter((each) => each.subject === "Welcome to Groundwork Test");
    expect(welcomes).toHaveLength(1);
  });

  it("answers a known and an unknown address the same", async () => {
    const known = await join("new.member@example.test");
    const unknown = await join("nobody-here@example.test");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it.each([
    ["a list", "a@x.com,b@y.com"],
    ["header injection", "a@x.com\r\nBcc: c@z.com"],
    ["a full-width at sign", "a＠x.com"],
    ["10 kB", `${"a".repeat(10_240)}@x.com`],
    ["not a string", { email: "a@x.com" }],
    ["nothing", ""],
  ])("refuses a malformed address (%s) with a 400 that says why, and sends nothing", async (_label, email) => {
    const since = Date.now();
    const response = await join(email);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toMatch(/email/i);
    await sleep(300);
    expect(smtp.mails.filter((mail) => mail.receivedAt >= since && mail.to.some((to) => /[xyz]\.com$/.test(to)))).toHaveLength(0);
  });

  it("a form without JavaScript lands on /join, which says to check the inbox (or shows the error)", async () => {
    const address = newClientAddress();
    const post = (email: string) =>
      fetch(`${app.url}/api/join`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, "x-forwarded-for": address },
        body: new URLSearchParams({ email }).toString(),
      });
    const sent = await post("form.reader@example.test");
    expect(sent.status).toBe(303);
    expect(new URL(sent.headers.get("location")!).pathname + new URL(sent.headers.get("location")!).search).toBe("/join?sent=1");
    expect(await (await fetch(sent.headers.get("location")!)).text()).toContain("Check your email");
    const bad = await post("not an address");
    expect(bad.status).toBe(303);
    const page = await fetch(bad.headers.get("location")!);
    expect(await page.text()).toMatch(/single email address/);
  });

  it("refuses a join posted from another site", async () => {
    const response = await join("cross.site@example.test", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });

  it("limits a client and an address as sign-in does, without locking anyone else out", async () => {
    const client = newClientAddress();
    for (let i = 0; i < perClient; i++) expect((await join(`limit${i}@example.test`, { address: client })).status).toBe(200);
    const limited = await join("limit-extra@example.test", { address: client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await join("someone.else@example.test")).status).toBe(200);

    // One address asked for from many clients: at most three clients' worth of mails, then 429 —
    // while the address's owner joining some other time is the limit doing its job, anyone else still joins.
    const victim = "victim@example.test";
    const answers: number[] = [];
    for (let i = 0; i < perClient * 3 + 1; i++) answers.push((await join(victim)).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(perClient * 3);
    expect(answers.at(-1)).toBe(429);
    expect((await join("bystander@example.test")).status).toBe(200);
  });
});
