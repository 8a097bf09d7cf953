import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import { sessions, users, type UserRole } from "@/server/db/schema";
import { createUserWithHandle } from "@/server/accounts/create-user-with-handle";
import { authClient } from "./auth-http";

export type SessionCookie = { name: string; value: string; userId: string; handle: string };

/**
 * Acts as a given person without the mail round trip: finds or creates the account (with
 * its handle and `role`) and inserts a database session. Use the returned cookie with
 * fetch (`cookie: name=value`) or Playwright (`context.addCookies([{ name, value, url }])`).
 * `secure: true` for an app whose SITE_URL is https (the cookie is then __Secure-…).
 * Works on any database your test holds (createTestDatabase, or the PostgreSQL database an
 * app server started with DATABASE_URL uses).
 */
export async function createSessionCookie(
  db: Database,
  input: { email: string; role?: UserRole; secure?: boolean; maxAgeSeconds?: number },
): Promise<SessionCookie> {
  const email = input.email.toLowerCase();
  let [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  user ??= await createUserWithHandle({ email, role: input.role ?? "reader", emailVerified: new Date() });
  if (input.role && user.role !== input.role) {
    await db
      .update(users)
      .set({ role: input.role })
      .where(sql`${users.id} = ${user.id}`);
  }
  const value = randomBytes(32).toString("hex");
  await db
    .insert(sessions)
    .values({ sessionToken: value, userId: user.id, expires: new Date(Date.now() + (input.maxAgeSeconds ?? 86_400) * 1000) });
  return { name: input.secure ? "__Secure-authjs.session-token" : "authjs.session-token", value, userId: user.id, handle: user.handle };
}

/**
 * For an app server on the embedded database (startAppServer without SMTP_URL, so mail goes
 * to the outbox at /api/dev/mailbox): signs in over HTTP like a person would and returns
 * the session cookie. Each call is a magic-link request: start the server with
 * MAGIC_LINK_RATE_LIMIT raised if a test signs in more than 5 times. Roles: the address in
 * OWNER_EMAIL becomes owner.
 */
export async function signInThroughOutbox(
  baseUrl: string,
  email: string,
  basePath = "/api/auth",
): Promise<{ name: string; value: string }> {
  const client = authClient({ baseUrl, basePath });
  const before = new Date().toISOString();
  const requested = await client.requestLink(email);
  if (!requested.ok) throw new Error(`Requesting a link failed: ${requested.status} ${await requested.text()}`);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/dev/mailbox`);
    const { mails } = (await response.json()) as { mails: { to: string; link?: string; createdAt: string }[] };
    const mail = mails.find((entry) => entry.to === email.toLowerCase() && entry.createdAt >= before && entry.link);
    if (mail?.link) {
      // The link carries SITE_URL's origin; confirm against the server we talk to.
      const link = new URL(mail.link);
      const confirmed = await client.confirm(`${baseUrl}${link.pathname}${link.search}`);
      const value = client.jar.sessionToken();
      if (!value) throw new Error(`No session after confirming: ${confirmed.status}`);
      const name = client.jar.cookies.has("__Secure-authjs.session-token") ? "__Secure-authjs.session-token" : "authjs.session-token";
      return { name, value };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${email} in the outbox`);
}
