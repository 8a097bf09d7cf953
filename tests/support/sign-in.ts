import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { Client } from "pg";

/**
 * PLACEHOLDER until the sign-in work lands its own `tests/support/sign-in.ts` (take theirs at
 * merge): signs a browser in as the member with this email by creating an Auth.js database
 * session and setting its cookie. It reaches the server's database only through
 * E2E_DATABASE_URL (a PostgreSQL server the app also uses), since the embedded database has a
 * single owner: the app.
 */
export async function signInAs(target: Page | BrowserContext, email: string): Promise<void> {
  const context = "context" in target ? target.context() : target;
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("signInAs: set E2E_DATABASE_URL, or use the sign-in work's helper.");
  const token = randomBytes(32).toString("hex");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from users where lower(email) = lower($1)", [email]);
    const user = rows[0];
    if (!user) throw new Error(`signInAs: no member with the email ${email}`);
    await client.query("insert into sessions (session_token, user_id, expires) values ($1, $2, now() + interval '1 day')", [token, user.id]);
  } finally {
    await client.end();
  }
  const baseURL = `http://localhost:${process.env.E2E_PORT}`;
  await context.addCookies([{ name: "authjs.session-token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}
