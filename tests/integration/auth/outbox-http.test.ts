import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { signInThroughOutbox } from "../../support/sign-in";

/** The embedded default: no SMTP_URL, mail goes to the outbox listed at /dev/mailbox. */
let app: AppServer;

beforeAll(async () => {
  app = await startAppServer({ OWNER_EMAIL: "chief@example.test" });
}, 200_000);

afterAll(async () => {
  await app?.stop();
});

describe("local outbox", () => {
  it("lists the sign-in mail at /dev/mailbox, and its link signs in", async () => {
    const cookie = await signInThroughOutbox(app.url, "chief@example.test");
    expect(cookie.name).toBe("authjs.session-token");
    const page = await fetch(`${app.url}/dev/mailbox`);
    const html = await page.text();
    expect(html).toContain("chief@example.test");
    expect(html).toContain("/signin/confirm?token=");
    const session = (await (
      await fetch(`${app.url}/api/auth/session`, { headers: { cookie: `${cookie.name}=${cookie.value}` } })
    ).json()) as {
      user: { email: string };
      role: string;
    };
    expect(session.user.email).toBe("chief@example.test");
    expect(session.role).toBe("owner");
  });

  it("keeps the generated AUTH_SECRET in the data folder", async () => {
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(`${app.dataDir}/auth-secret`, "utf8").trim().length).toBeGreaterThanOrEqual(32);
  });
});
