import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { authClient } from "../../support/auth-http";

/**
 * Nobody can keep an address from signing in by posting sign-in requests for it: requests
 * without a valid CSRF token and requests the per-client limit refuses never count against
 * the address, and one client at its own limit cannot use up the address's allowance.
 * (TRUST_PROXY: each "client" here is an X-Forwarded-For address.)
 */
let smtp: TestSmtpServer;
let app: AppServer;
const victim = "owner.target@example.test";

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startAppServer({ SMTP_URL: smtp.url, TRUST_PROXY: "true" });
}, 200_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const from = (ip: string) => ({ "x-forwarded-for": ip });

describe("sign-in requests for someone else's address", () => {
  it("without a CSRF token, from one client, then past the client's limit: the owner still gets a link", async () => {
    const since = Date.now();
    const forger = authClient({ baseUrl: app.url });
    for (let i = 0; i < 8; i++) {
      const response = await forger.requestLink(victim, { csrf: false, headers: from("203.0.113.50") });
      expect(response.status).not.toBe(500);
    }
    const flooder = authClient({ baseUrl: app.url });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await flooder.requestLink(victim, { headers: from("203.0.113.51") })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(smtp.mailsTo(victim, since)).toHaveLength(5);

    const owner = authClient({ baseUrl: app.url });
    const response = await owner.requestLink(victim, { headers: from("198.51.100.20") });
    expect(response.status).toBe(200);
    await smtp.waitForMail(victim, { since: Date.now() - 1000 });
    expect(smtp.mailsTo(victim, since)).toHaveLength(6);
  });

  it("still caps how many links one address receives from many clients", async () => {
    const target = "inbox.target@example.test";
    const statuses: number[] = [];
    for (let client = 0; client < 4; client++) {
      for (let i = 0; i < 5; i++)
        statuses.push((await authClient({ baseUrl: app.url }).requestLink(target, { headers: from(`192.0.2.${client + 60}`) })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(15);
    expect(statuses.slice(15)).toEqual([429, 429, 429, 429, 429]);
  });
});
